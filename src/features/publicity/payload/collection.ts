import type { CollectionConfig } from 'payload';

import { anyone, hasRole, hiddenUnless } from '@/platform/cms/access';
import { revalidateAfterChange, revalidateAfterDelete } from '@/platform/cms/revalidate';

import { ANCHOR, anniversaries } from '../model';

/** A contribution to an anniversary collection: who wrote it, its title and text, and its anchor on the page. */
export const Contributions: CollectionConfig = {
  slug: 'contributions',
  labels: { singular: { ja: '記念寄稿', en: 'Contribution' }, plural: { ja: '記念寄稿', en: 'Contributions' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'contributor', 'anniversary', 'order'],
    group: { ja: '協会について', en: 'About JAB' },
    hidden: hiddenUnless('editor'),
    description: {
      ja: '周年記念寄稿集（/about/publicity/10th_contribution など）に表示順で掲載されます。アンカーは本文ページ内のリンク先（#の後ろ）です。',
      en: 'Listed in display order on the anniversary pages (/about/publicity/10th_contribution and so on). The anchor is the link target within the page (after #).',
    },
  },
  access: { read: anyone, create: hasRole('editor'), update: hasRole('editor'), delete: hasRole('editor') },
  defaultSort: 'order',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'anniversary',
          type: 'select',
          required: true,
          index: true,
          label: { ja: '周年', en: 'Anniversary' },
          options: anniversaries.map((value) => ({ value, label: { ja: `${value}周年`, en: `${value}th anniversary` } })),
          admin: { width: '33%' },
        },
        {
          name: 'anchor',
          type: 'text',
          required: true,
          label: { ja: 'アンカー', en: 'Anchor' },
          admin: { width: '33%', description: { ja: '半角英小文字・数字・ハイフン（例: contributor-01）', en: 'Lower-case letters, digits and hyphens (e.g. contributor-01)' } },
          validate: (v: string | null | undefined) =>
            (v && ANCHOR.test(v)) || '半角英小文字で始まる英小文字・数字・ハイフンで入力してください / Start with a letter; use a-z, 0-9 and -',
        },
        { name: 'order', type: 'number', required: true, defaultValue: 100, label: { ja: '表示順', en: 'Display order' }, admin: { width: '33%' } },
      ],
    },
    { name: 'title', type: 'text', localized: true, required: true, label: { ja: '題名', en: 'Title' } },
    { name: 'contributor', type: 'text', localized: true, required: true, label: { ja: '寄稿者', en: 'Contributor' } },
    { name: 'affiliation', type: 'text', localized: true, label: { ja: '所属・役職（寄稿当時）', en: 'Affiliation and position (at the time)' } },
    {
      name: 'body',
      type: 'textarea',
      localized: true,
      required: true,
      label: { ja: '本文', en: 'Text' },
      admin: { description: { ja: '段落ごとに改行してください。', en: 'One paragraph per line.' } },
    },
    { name: 'sample', type: 'checkbox', label: { ja: 'サンプル', en: 'Sample' }, admin: { position: 'sidebar' } },
  ],
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  timestamps: true,
};
