import type { Block } from 'payload';
import { rowLabel } from '@/platform/cms/rowLabels';

/** Numbered steps: the shared flow to accreditation, or steps written here (a guide). */
export const StepsBlock: Block = {
  slug: 'steps',
  interfaceName: 'StepsBlock',
  labels: { singular: { ja: '手順', en: 'Steps' }, plural: { ja: '手順', en: 'Steps' } },
  fields: [
    { name: 'heading', type: 'text', localized: true, label: { ja: '見出し', en: 'Heading' } },
    {
      name: 'source',
      type: 'select',
      required: true,
      defaultValue: 'custom',
      label: { ja: '内容', en: 'Content' },
      options: [
        { value: 'custom', label: { ja: 'ここに書く手順', en: 'Steps written here' } },
        { value: 'accreditationFlow', label: { ja: '認定までの流れ（共通）', en: 'The shared flow to accreditation' } },
      ],
    },
    {
      name: 'items',
      type: 'array',
      label: { ja: '手順', en: 'Steps' },
      labels: { singular: { ja: '手順', en: 'Step' }, plural: { ja: '手順', en: 'Steps' } },
      admin: { condition: (_, sibling) => sibling?.source === 'custom', components: { RowLabel: rowLabel('title') } },
      fields: [
        { name: 'title', type: 'text', localized: true, required: true, label: { ja: '見出し', en: 'Heading' } },
        { name: 'text', type: 'textarea', localized: true, label: { ja: '説明', en: 'Text' } },
      ],
    },
  ],
};
