import type { CollectionConfig } from 'payload';

import { hiddenUnless, nobody, siteOr } from '@/platform/cms/access';

/**
 * The validity history of every accreditation and certificate: one row each time an import or a
 * staff edit changes a status or a date, with the day (in Japan) it was recorded. The site answers
 * "was it valid on that day?" from these rows (features/verification/history.ts), never from
 * today's record alone. Rows are written by the directories' hooks and importers (server/record.ts)
 * and never changed: no one may create, change or delete one through the API or /admin.
 */
export const VALIDITY_HISTORY = 'validity-history';
/** Its table, for importers that write in SQL. */
export const VALIDITY_HISTORY_TABLE = 'validity_history';

export const ValidityHistory: CollectionConfig = {
  slug: VALIDITY_HISTORY,
  labels: { singular: { ja: '有効性の履歴', en: 'Validity history' }, plural: { ja: '有効性の履歴', en: 'Validity history' } },
  admin: {
    useAsTitle: 'subjectKey',
    defaultColumns: ['recordedOn', 'subject', 'subjectKey', 'decision', 'validUntil', 'suspendedFrom', 'endedOn', 'source'],
    listSearchableFields: ['subjectKey'],
    group: { ja: 'ディレクトリ', en: 'Directories' },
    hidden: hiddenUnless('admin', 'directory'),
    description: {
      ja: '認定と登録証の状態・日付が変わるたびに、取り込みとスタッフの編集が自動で記録します。「確認」ページは、この記録から指定日の有効性を答えます。',
      en: 'Recorded automatically by imports and staff edits each time the status or a date of an accreditation or certificate changes. The check page answers validity on a given day from these records.',
    },
  },
  access: { read: siteOr('admin', 'directory'), create: nobody, update: nobody, delete: nobody },
  defaultSort: '-recordedOn',
  indexes: [{ fields: ['subject', 'subjectKey', 'recordedOn'] }],
  fields: [
    {
      name: 'subject',
      type: 'select',
      required: true,
      label: { ja: '対象', en: 'Subject' },
      options: [
        { value: 'body', label: { ja: '認定機関', en: 'Accredited body' } },
        { value: 'certificate', label: { ja: '認証登録', en: 'Certificate' } },
      ],
    },
    {
      name: 'subjectKey',
      type: 'text',
      required: true,
      label: { ja: '番号', en: 'Number' },
      admin: { description: { ja: '認定番号、または認証機関の認定番号:登録番号', en: 'Accreditation number, or the certification body’s number:certificate number' } },
    },
    { name: 'recordedOn', type: 'text', required: true, label: { ja: '記録日', en: 'Recorded on' } },
    {
      name: 'source',
      type: 'select',
      required: true,
      label: { ja: '記録のもと', en: 'Source' },
      options: [
        { value: 'import', label: { ja: '取り込み', en: 'Import' } },
        { value: 'staff', label: { ja: 'スタッフの編集', en: 'Staff edit' } },
        { value: 'seed', label: { ja: 'サンプルデータ', en: 'Sample data' } },
        { value: 'existing', label: { ja: '記録開始時の状態', en: 'State when records began' } },
      ],
    },
    { name: 'validFrom', type: 'text', label: { ja: '初回認定日・初回登録日', en: 'Valid from' } },
    { name: 'validUntil', type: 'text', label: { ja: '有効期限', en: 'Valid until' } },
    { name: 'renewedOn', type: 'text', label: { ja: '更新日', en: 'Renewed on' } },
    { name: 'suspendedFrom', type: 'text', label: { ja: '一時停止の開始', en: 'Suspended from' } },
    { name: 'suspendedUntil', type: 'text', label: { ja: '一時停止の終了', en: 'Suspended until' } },
    { name: 'endedOn', type: 'text', label: { ja: '終了日', en: 'Ended on' } },
    { name: 'endKind', type: 'text', label: { ja: '終了の種類', en: 'How it ended' } },
    { name: 'decision', type: 'text', label: { ja: '認証機関の判定', en: 'Decision' } },
  ],
  timestamps: true,
};
