import type { TabsBlock } from '@/payload-types';
import { AnchorTabs } from '@/ui/AnchorTabs';
import { RichText } from '@/ui/RichText';

import type { BlockViewProps } from '../shared';

export function TabsView({ block, locale }: BlockViewProps<TabsBlock>) {
  return (
    <AnchorTabs label={block.label} tabs={(block.items ?? []).map((item) => ({ id: item.anchor, label: item.label, panel: <RichText data={item.body} locale={locale} /> }))} />
  );
}
