import type { Block } from 'payload';

/** A highlighted notice: important information, a caution or a sample-content label. */
export const NoticeBlock: Block = {
  slug: 'notice',
  interfaceName: 'NoticeBlock',
  labels: { singular: { ja: 'お知らせ枠', en: 'Notice' }, plural: { ja: 'お知らせ枠', en: 'Notices' } },
  fields: [
    {
      name: 'tone',
      type: 'select',
      defaultValue: 'info',
      required: true,
      label: { ja: '種類', en: 'Kind' },
      options: [
        { value: 'info', label: { ja: '情報', en: 'Information' } },
        { value: 'warning', label: { ja: '注意', en: 'Caution' } },
      ],
    },
    { name: 'text', type: 'textarea', localized: true, required: true, label: { ja: '本文', en: 'Text' } },
  ],
};
