import type { Block } from 'payload';
import { rowLabel } from '@/platform/cms/rowLabels';

/** A titled list of links, shown as cards: entry points by purpose, related pages. */
export const LinkListBlock: Block = {
  slug: 'linkList',
  interfaceName: 'LinkListBlock',
  labels: { singular: { ja: 'リンク一覧', en: 'Link list' }, plural: { ja: 'リンク一覧', en: 'Link lists' } },
  fields: [
    { name: 'heading', type: 'text', localized: true, label: { ja: '見出し', en: 'Heading' } },
    {
      name: 'links',
      type: 'array',
      minRows: 1,
      label: { ja: 'リンク', en: 'Links' },
      labels: { singular: { ja: 'リンク', en: 'Link' }, plural: { ja: 'リンク', en: 'Links' } },
      admin: { components: { RowLabel: rowLabel('label') } },
      fields: [
        { name: 'label', type: 'text', localized: true, required: true, label: { ja: '表示名', en: 'Label' } },
        {
          name: 'href',
          type: 'text',
          required: true,
          label: { ja: 'リンク先（/about など言語なしのパス、または https://）', en: 'Target (/about style path without language, or https://)' },
        },
        { name: 'description', type: 'textarea', localized: true, label: { ja: '説明', en: 'Description' } },
      ],
    },
  ],
};
