import type { Block } from 'payload';
import { rowLabel } from '@/platform/cms/rowLabels';

/** A table with a caption, column headings and rows: scopes, schedules, lists of providers. */
export const DataTableBlock: Block = {
  slug: 'dataTable',
  interfaceName: 'DataTableBlock',
  labels: { singular: { ja: '表', en: 'Table' }, plural: { ja: '表', en: 'Tables' } },
  fields: [
    { name: 'caption', type: 'text', localized: true, required: true, label: { ja: '表の題名', en: 'Caption' } },
    { name: 'rowHeaders', type: 'checkbox', defaultValue: true, label: { ja: '1列目を行の見出しにする', en: 'First column heads each row' } },
    {
      name: 'columns',
      type: 'array',
      minRows: 1,
      maxRows: 8,
      label: { ja: '列の見出し', en: 'Column headings' },
      labels: { singular: { ja: '列', en: 'Column' }, plural: { ja: '列', en: 'Columns' } },
      admin: { components: { RowLabel: rowLabel('label') } },
      fields: [{ name: 'label', type: 'text', localized: true, required: true, label: { ja: '見出し', en: 'Heading' } }],
    },
    {
      name: 'rows',
      type: 'array',
      label: { ja: '行', en: 'Rows' },
      labels: { singular: { ja: '行', en: 'Row' }, plural: { ja: '行', en: 'Rows' } },
      admin: { components: { RowLabel: rowLabel('cells.0.text') } },
      fields: [
        {
          name: 'cells',
          type: 'array',
          minRows: 1,
          maxRows: 8,
          label: { ja: 'セル（列の順に）', en: 'Cells (in column order)' },
          labels: { singular: { ja: 'セル', en: 'Cell' }, plural: { ja: 'セル', en: 'Cells' } },
          admin: { components: { RowLabel: rowLabel('text') } },
          fields: [{ name: 'text', type: 'textarea', localized: true, label: { ja: '内容', en: 'Text' } }],
        },
      ],
    },
  ],
};
