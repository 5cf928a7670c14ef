import { getTranslations } from '@/i18n/server';
import type { FilesBlock } from '@/payload-types';
import { listedAttachments } from '@/platform/content/attachments';
import { AttachmentList } from '@/ui/AttachmentList';

import type { BlockViewProps } from '../shared';

export async function FilesView({ block, locale }: BlockViewProps<FilesBlock>) {
  const t = await getTranslations({ locale, namespace: 'information' });
  const items = listedAttachments(block.files, locale, (a) => t('attachmentMeta', { kind: a.kind, size: a.size, language: t(`languages.${a.language}`) }));
  return <AttachmentList lang={locale} heading={block.heading ?? t('attachments')} items={items} />;
}
