import { dateField } from '@/platform/cms/dateField';
import { datedItemCollection } from '@/platform/cms/datedItems';

import { revisionPath } from '../model';

/** Notices of a document's issue, revision or withdrawal, linked to the document. */
export const DocumentRevisions = datedItemCollection({
  slug: 'document-revisions',
  labels: {
    singular: { ja: '文書改訂のお知らせ', en: 'Document revision' },
    plural: { ja: '文書改訂のお知らせ', en: 'Document revisions' },
  },
  itemPath: revisionPath,
  columns: ['title', 'document', 'issuedOn', 'effectiveOn', 'publicationState'],
  fields: [
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
  ],
  searchText: { text: ['title', 'summary', 'transitionNote'], files: ['attachments'] },
});
