import type { CollectionConfig } from 'payload';

import { nobody } from '@/platform/cms/access';

import { REGISTER_EDITS, SOURCE_OPTIONS, SUBJECT_OPTIONS } from './names';

/**
 * The register's other changes, beside the validity history: a record whose details changed while
 * its status and dates did not (a company renamed, a new address, a scope reworded), and a record
 * deleted. One row each, with no content (the record itself is the content): what a mirror of the
 * register needs to know to fetch a record again or drop it (/api/v1/changes, features/open-data).
 * Written by the directories' hooks (server/record.ts) and the certified-organisation import in
 * SQL (server/historyWriter.ts); closed to every role and the APIs, hidden from /admin.
 */
export const RegisterEdits: CollectionConfig = {
  slug: REGISTER_EDITS,
  labels: { singular: { ja: '登録内容の変更', en: 'Register edit' }, plural: { ja: '登録内容の変更', en: 'Register edits' } },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'subject',
      type: 'select',
      required: true,
      label: { ja: '対象', en: 'Subject' },
      options: SUBJECT_OPTIONS,
    },
    { name: 'subjectKey', type: 'text', required: true, label: { ja: '番号', en: 'Number' } },
    {
      name: 'kind',
      type: 'select',
      required: true,
      label: { ja: '変更', en: 'Change' },
      options: [
        { value: 'updated', label: { ja: '内容の変更', en: 'Details changed' } },
        { value: 'deleted', label: { ja: '削除', en: 'Deleted' } },
      ],
    },
    {
      name: 'source',
      type: 'select',
      required: true,
      label: { ja: '変更のもと', en: 'Source' },
      options: SOURCE_OPTIONS,
    },
    { name: 'reportId', type: 'number', label: { ja: '報告', en: 'Report' } },
  ],
  timestamps: true,
};
