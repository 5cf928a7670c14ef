import type { Block } from 'payload';

import { ANCHOR_PATTERN } from '../anchor';
import { rowLabel } from '@/platform/cms/rowLabels';

/** Tabs, each with its own anchor: with JavaScript a tab list, without it headed sections. */
export const TabsBlock: Block = {
  slug: 'tabs',
  interfaceName: 'TabsBlock',
  labels: { singular: { ja: 'タブ', en: 'Tabs' }, plural: { ja: 'タブ', en: 'Tabs' } },
  fields: [
    { name: 'label', type: 'text', localized: true, required: true, label: { ja: 'タブ全体の名前（読み上げ用）', en: 'Name of the tab list (for screen readers)' } },
    {
      name: 'items',
      type: 'array',
      minRows: 2,
      label: { ja: 'タブ', en: 'Tabs' },
      labels: { singular: { ja: 'タブ', en: 'Tab' }, plural: { ja: 'タブ', en: 'Tabs' } },
      admin: { components: { RowLabel: rowLabel('label') } },
      fields: [
        {
          name: 'anchor',
          type: 'text',
          required: true,
          label: { ja: 'アンカー', en: 'Anchor' },
          validate: (v: string | null | undefined) => (v && ANCHOR_PATTERN.test(v)) || '英小文字で始まる英小文字・数字・ハイフン / Start with a-z; use a-z, 0-9 and -',
        },
        { name: 'label', type: 'text', localized: true, required: true, label: { ja: 'タブの名前', en: 'Tab label' } },
        { name: 'body', type: 'richText', localized: true, label: { ja: '内容', en: 'Content' } },
      ],
    },
  ],
};
