import type { ContentBlock } from '@/payload-types';
import { RichText } from '@/ui/RichText';

import type { BlockViewProps } from '../shared';

export function ContentView({ block, locale }: BlockViewProps<ContentBlock>) {
  return <RichText data={block.richText} locale={locale} />;
}
