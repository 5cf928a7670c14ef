import type { Block } from 'payload';

import { ANCHOR_PATTERN } from '../anchor';
import { rowLabel } from '@/platform/cms/rowLabels';

/** Sections each with its own anchor (`#…`), optionally after a table of contents that links each. */
export const SectionsBlock: Block = {
  slug: 'sections',
  interfaceName: 'SectionsBlock',
  labels: { singular: { ja: 'アンカー付きの節', en: 'Anchored sections' }, plural: { ja: 'アンカー付きの節', en: 'Anchored sections' } },
  fields: [
    { name: 'toc', type: 'checkbox', defaultValue: true, label: { ja: '先頭に目次を表示する', en: 'Show a table of contents first' } },
    { name: 'tocHeading', type: 'text', localized: true, label: { ja: '目次の見出し', en: 'Heading of the contents' } },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      label: { ja: '節', en: 'Sections' },
      labels: { singular: { ja: '節', en: 'Section' }, plural: { ja: '節', en: 'Sections' } },
      admin: { components: { RowLabel: rowLabel('heading') } },
      fields: [
        {
          name: 'anchor',
          type: 'text',
          required: true,
          label: { ja: 'アンカー', en: 'Anchor' },
          validate: (v: string | null | undefined) => (v && ANCHOR_PATTERN.test(v)) || '英小文字で始まる英小文字・数字・ハイフン / Start with a-z; use a-z, 0-9 and -',
        },
        { name: 'heading', type: 'text', localized: true, required: true, label: { ja: '見出し', en: 'Heading' } },
        { name: 'body', type: 'richText', localized: true, label: { ja: '本文', en: 'Text' } },
      ],
    },
  ],
};
