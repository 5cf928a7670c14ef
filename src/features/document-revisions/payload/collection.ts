import type { CollectionConfig } from 'payload';

import { requiredInJapanese } from '@/platform/cms/englishOptional';
import { dateField } from '@/platform/cms/dateField';
import { previewUrl } from '@/platform/cms/preview';
import { englishSummaryField, itemAccess, itemHidden, publicationStateField, publishedAtField, revalidateItem, slugField } from '@/platform/cms/publishing';
import { searchTextField, setItemSearchText } from '@/platform/cms/searchText';

import { revisionPath } from '../model';

const revalidate = revalidateItem((slug) => [revisionPath(slug), `/en${revisionPath(slug)}`, '/', '/en']);

/** Notices of a document's issue, revision or withdrawal, linked to the document. */
export const DocumentRevisions: CollectionConfig = {
  slug: 'document-revisions',
  // Newest first, as staff look for what they published last.
  defaultSort: '-publishedAt',
  labels: {
    singular: { ja: '文書改訂のお知らせ', en: 'Document revision' },
    plural: { ja: '文書改訂のお知らせ', en: 'Document revisions' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'document', 'issuedOn', 'effectiveOn', 'publicationState'],
    listSearchableFields: ['title', 'slug'],
    group: { ja: 'お知らせ・文書', en: 'Information' },
    hidden: itemHidden,
    preview: (doc, { locale }) => previewUrl(typeof doc.slug === 'string' ? revisionPath(doc.slug) : null, locale),
  },
  access: itemAccess,
  versions: { drafts: true, maxPerDoc: 50 },
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      ...requiredInJapanese(),
      label: { ja: 'タイトル', en: 'Title' },
    },
    englishSummaryField(),
    slugField(),
    publishedAtField(),
    publicationStateField(),
    {
      name: 'document',
      type: 'relationship',
      relationTo: 'documents',
      required: true,
      index: true,
      label: { ja: '対象の文書', en: 'Document' },
    },
    {
      name: 'summary',
      type: 'richText',
      localized: true,
      label: { ja: '改定の概要', en: 'What changed' },
    },
    {
      type: 'row',
      fields: [
        dateField('issuedOn', { ja: '発行日', en: 'Issued' }, { required: true }),
        dateField('effectiveOn', { ja: '適用日', en: 'Effective' }, { required: true }),
        dateField('transitionEndsOn', {
          ja: '移行期間の終了日',
          en: 'Transition ends',
        }),
      ],
    },
    {
      name: 'transitionNote',
      type: 'textarea',
      localized: true,
      label: { ja: '移行期間の取扱い', en: 'Transition arrangements' },
    },
    {
      name: 'attachments',
      type: 'upload',
      relationTo: 'files',
      hasMany: true,
      label: { ja: '添付ファイル', en: 'Attachments' },
    },
    searchTextField(),
    {
      name: 'sample',
      type: 'checkbox',
      label: { ja: 'サンプル', en: 'Sample' },
      admin: { position: 'sidebar' },
    },
  ],
  hooks: {
    beforeChange: [setItemSearchText(['title', 'summary', 'transitionNote'], ['attachments'])],
    afterChange: [revalidate.afterChange],
    afterDelete: [revalidate.afterDelete],
  },
  timestamps: true,
};
