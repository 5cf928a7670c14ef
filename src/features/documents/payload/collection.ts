import type { CollectionConfig } from 'payload';

import { schemes } from '@/reference/schemes';
import { requiredInJapanese } from '@/platform/cms/englishOptional';
import { dateField } from '@/platform/cms/dateField';
import { publicationStateField, publishedAtField, itemAccess, itemHidden } from '@/platform/cms/publishing';
import { revalidateAfterChange, revalidateAfterDelete } from '@/platform/cms/revalidate';
import { searchTextField, setItemSearchText } from '@/platform/cms/searchText';

import { documentGroups, documentKinds } from '../model';

const groupLabels = {
  common: { ja: '共通文書', en: 'Common documents' },
  scheme: { ja: '認定プログラム別文書', en: 'Scheme documents' },
  reference: { ja: '参考資料', en: 'Reference materials' },
  referenceTranslation: { ja: '参考訳', en: 'Reference translations' },
  guideline: {
    ja: 'ベストプラクティス・ガイドライン（翻訳）',
    en: 'Best-practice guideline (translation)',
  },
} as const;

/** The documents and forms of the body: every column the page lists, and the current file. */
export const Documents: CollectionConfig = {
  slug: 'documents',
  // Newest first, as staff look for what they published last.
  defaultSort: '-publishedAt',
  labels: {
    singular: { ja: '文書・様式', en: 'Document or form' },
    plural: { ja: '文書・様式', en: 'Documents and forms' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['documentNumber', 'title', 'kind', 'group', 'issuedOn', 'publicationState'],
    listSearchableFields: ['documentNumber', 'formNumber', 'title'],
    group: { ja: 'お知らせ・文書', en: 'Information' },
    hidden: itemHidden,
    description: {
      ja: '改訂したときはファイルを差し替え、発行日・適用日を更新し、「文書改訂のお知らせ」を作成してください。',
      en: 'When a document is revised, replace its file, update the issue and applicable dates, and write a document revision notice.',
    },
  },
  access: itemAccess,
  versions: { drafts: true, maxPerDoc: 30 },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'document',
          index: true,
          label: { ja: '種類', en: 'Kind' },
          options: documentKinds.map((value) => ({
            value,
            label: value === 'form' ? { ja: '様式', en: 'Form' } : { ja: '文書', en: 'Document' },
          })),
        },
        {
          name: 'group',
          type: 'select',
          required: true,
          index: true,
          label: { ja: '区分', en: 'Group' },
          options: documentGroups.map((value) => ({
            value,
            label: groupLabels[value],
          })),
        },
        {
          name: 'schemes',
          type: 'select',
          hasMany: true,
          label: {
            ja: '認定の種類（空欄はすべて）',
            en: 'Schemes (empty: all)',
          },
          options: schemes.map((s) => ({
            value: s.id,
            label: { ja: s.name.ja, en: s.name.en },
          })),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'documentNumber',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          label: { ja: '文書番号', en: 'Document number' },
        },
        {
          name: 'formNumber',
          type: 'text',
          index: true,
          label: { ja: '様式番号', en: 'Form number' },
        },
        {
          name: 'referenceNumber',
          type: 'text',
          label: { ja: '参照番号', en: 'Reference number' },
        },
      ],
    },
    {
      name: 'title',
      type: 'text',
      localized: true,
      ...requiredInJapanese(),
      label: { ja: '文書名・様式名', en: 'Title or form name' },
    },
    {
      name: 'referenceTitle',
      type: 'text',
      localized: true,
      label: { ja: '参照文書名', en: 'Reference title' },
    },
    {
      type: 'row',
      fields: [
        dateField('issuedOn', { ja: '発行日', en: 'Issued' }, { required: true, index: true }),
        dateField('appliesOn', { ja: '適用日', en: 'Applies from' }, { required: true }),
      ],
    },
    {
      name: 'explanatoryDocumentName',
      type: 'text',
      localized: true,
      label: { ja: '解説文書名', en: 'Explanatory document' },
    },
    {
      name: 'publishedPortion',
      type: 'text',
      localized: true,
      label: { ja: '公開部分', en: 'Published portion' },
    },
    {
      name: 'usualArticles',
      type: 'text',
      localized: true,
      label: { ja: '主な引用条項', en: 'Main clauses cited' },
    },
    {
      name: 'explanatoryText',
      type: 'textarea',
      localized: true,
      label: { ja: '説明', en: 'Explanation' },
    },
    {
      name: 'file',
      type: 'upload',
      relationTo: 'files',
      label: { ja: '最新版のファイル', en: 'Current file' },
    },
    publishedAtField(),
    publicationStateField(),
    searchTextField(),
    {
      name: 'sample',
      type: 'checkbox',
      label: { ja: 'サンプル', en: 'Sample' },
      admin: { position: 'sidebar' },
    },
  ],
  hooks: {
    beforeChange: [setItemSearchText(['title', 'documentNumber', 'formNumber', 'referenceNumber', 'referenceTitle', 'explanatoryDocumentName', 'explanatoryText'], ['file'])],
    // Pages name documents by number and show the title from here: a renamed document refreshes them.
    afterChange: [revalidateAfterChange],
    afterDelete: [revalidateAfterDelete],
  },
  timestamps: true,
};
