import type { CollectionConfig } from 'payload';

import { anyone, hasRole, hiddenUnless } from '@/platform/cms/access';
import { revalidateAfterChange, revalidateAfterDelete } from '@/platform/cms/revalidate';
import { schemes } from '@/reference/schemes';

import { arrangementLabels, arrangements } from '../model';
import { rowLabel } from '@/platform/cms/rowLabels';

/**
 * What a scheme page says, as fields: its summary, merits, accreditation criteria, and the scope
 * of international mutual recognition. The scheme's page shows them with the shared flow to
 * accreditation, its documents and fees, and a search of the bodies accredited under it.
 */
export const Schemes: CollectionConfig = {
  slug: 'schemes',
  labels: { singular: { ja: '認定の種類', en: 'Scheme' }, plural: { ja: '認定の種類', en: 'Schemes' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'scheme', 'updatedAt'],
    group: { ja: '認定サービス', en: 'Accreditation services' },
    hidden: hiddenUnless('editor'),
    description: {
      ja: '認定の種類ごとの説明です。認定サービスの各ページ（/service/…）に表示されます。',
      en: 'One record per scheme, shown on its service page (/service/…).',
    },
  },
  access: { read: anyone, create: hasRole('editor'), update: hasRole('editor'), delete: hasRole('editor') },
  fields: [
    {
      name: 'scheme',
      type: 'select',
      required: true,
      unique: true,
      label: { ja: '認定の種類', en: 'Scheme' },
      options: schemes.map((s) => ({ value: s.id, label: { ja: s.name.ja, en: s.name.en } })),
    },
    { name: 'name', type: 'text', localized: true, required: true, label: { ja: '表示名', en: 'Name' } },
    {
      name: 'summary',
      type: 'textarea',
      localized: true,
      required: true,
      label: { ja: '概要', en: 'Summary' },
      admin: { description: { ja: '段落ごとに改行してください。', en: 'One paragraph per line.' } },
    },
    {
      name: 'merits',
      type: 'array',
      label: { ja: '認定を受けるメリット', en: 'Benefits of accreditation' },
      labels: { singular: { ja: 'メリット', en: 'Benefit' }, plural: { ja: 'メリット', en: 'Benefits' } },
      admin: { components: { RowLabel: rowLabel('title') } },
      fields: [
        { name: 'title', type: 'text', localized: true, required: true, label: { ja: '見出し', en: 'Heading' } },
        { name: 'text', type: 'textarea', localized: true, label: { ja: '説明', en: 'Text' } },
      ],
    },
    {
      name: 'criteria',
      type: 'array',
      label: { ja: '認定基準', en: 'Accreditation criteria' },
      labels: { singular: { ja: '基準', en: 'Criterion' }, plural: { ja: '基準', en: 'Criteria' } },
      admin: { components: { RowLabel: rowLabel('standard', 'title') } },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'standard', type: 'text', required: true, label: { ja: '規格番号', en: 'Standard' }, admin: { width: '30%' } },
            { name: 'title', type: 'text', localized: true, required: true, label: { ja: '規格の名称', en: 'Title' }, admin: { width: '70%' } },
          ],
        },
      ],
    },
    {
      name: 'mra',
      type: 'array',
      label: { ja: '国際相互承認の範囲', en: 'Scope of international mutual recognition' },
      labels: { singular: { ja: '範囲', en: 'Scope' }, plural: { ja: '範囲', en: 'Scopes' } },
      admin: { components: { RowLabel: rowLabel('arrangement', 'scope') } },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'arrangement',
              type: 'select',
              required: true,
              label: { ja: '取決め', en: 'Arrangement' },
              options: arrangements.map((value) => ({ value, label: arrangementLabels[value] })),
              admin: { width: '20%' },
            },
            { name: 'scope', type: 'text', localized: true, required: true, label: { ja: '範囲', en: 'Scope' }, admin: { width: '50%' } },
            { name: 'standard', type: 'text', required: true, label: { ja: '規格', en: 'Standard' }, admin: { width: '30%' } },
          ],
        },
      ],
    },
    { name: 'fees', type: 'textarea', localized: true, label: { ja: '手数料について', en: 'About fees' } },
    { name: 'sample', type: 'checkbox', label: { ja: 'サンプル', en: 'Sample' }, admin: { position: 'sidebar' } },
  ],
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  timestamps: true,
};
