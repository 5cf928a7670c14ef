import type { Block } from 'payload';
import { rowLabel } from '@/platform/cms/rowLabels';

/** A two-column table of labels and values (an outline, key facts). */
export const ProfileBlock: Block = {
  slug: 'profile',
  interfaceName: 'ProfileBlock',
  labels: { singular: { ja: '項目と内容の表', en: 'Profile table' }, plural: { ja: '項目と内容の表', en: 'Profile tables' } },
  fields: [
    { name: 'caption', type: 'text', localized: true, required: true, label: { ja: '表の題名', en: 'Caption' } },
    {
      name: 'rows',
      type: 'array',
      minRows: 1,
      label: { ja: '行', en: 'Rows' },
      labels: { singular: { ja: '行', en: 'Row' }, plural: { ja: '行', en: 'Rows' } },
      admin: { components: { RowLabel: rowLabel('label') } },
      fields: [
        { name: 'label', type: 'text', localized: true, required: true, label: { ja: '項目', en: 'Label' } },
        { name: 'value', type: 'textarea', localized: true, required: true, label: { ja: '内容', en: 'Value' } },
      ],
    },
  ],
};
