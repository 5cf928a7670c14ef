import type { CollectionConfig } from 'payload';

import { hasRole, hasRoleField, hiddenUnless, nobody, nobodyField, siteOr } from '@/platform/cms/access';

import { checkCorrection, correctionMade } from '../server/corrections';
import { SOURCE_OPTIONS, SUBJECT_OPTIONS, VALIDITY_HISTORY } from './names';

/**
 * The validity history of every accreditation and certificate: one row each time an import, a
 * certification body's report or a staff edit changes a status or a date, with the day (in Japan)
 * it was recorded, who recorded it and, for a report, which. The site answers "was it valid on that
 * day?" from these rows (features/verification/history.ts), never from today's record alone.
 * Rows are written by the directories' hooks and importers (server/record.ts, server/historyWriter.ts)
 * and never rewritten: no one may create or delete one, and the only change allowed is a directory
 * manager's correction, which marks a row as entered in error (with a reason) so that every answer
 * is given as if it had never been recorded, while the row itself, who recorded it and who
 * corrected it stay (server/corrections.ts).
 */
export { VALIDITY_HISTORY, VALIDITY_HISTORY_TABLE } from './names';

/** Fields a correction may set; everything else of a row is as it was recorded. */
const recorded = { update: nobodyField };

export const ValidityHistory: CollectionConfig = {
  slug: VALIDITY_HISTORY,
  labels: { singular: { ja: '有効性の履歴', en: 'Validity history' }, plural: { ja: '有効性の履歴', en: 'Validity history' } },
  admin: {
    useAsTitle: 'subjectKey',
    defaultColumns: ['recordedOn', 'subject', 'subjectKey', 'decision', 'validUntil', 'suspendedFrom', 'endedOn', 'source', 'enteredInError'],
    listSearchableFields: ['subjectKey'],
    group: { ja: 'ディレクトリ', en: 'Directories' },
    hidden: hiddenUnless('admin', 'directory'),
    description: {
      ja: '認定と登録証の状態・日付が変わるたびに、取り込み・認証機関の報告・スタッフの編集が自動で記録します。「確認」ページは、この記録から指定日の有効性を答えます。誤って記録された変更は、行を開いて「入力誤り」として取り消せます（行は消えず、取り消した人と理由が残ります）。',
      en: 'Recorded automatically by imports, certification body reports and staff edits each time the status or a date of an accreditation or certificate changes. The check page answers validity on a given day from these records. A change recorded by mistake can be marked as entered in error from its row (the row stays, with who corrected it and why).',
    },
  },
  // Directory managers correct a row (the only change the fields allow); nobody creates or deletes one.
  access: { read: siteOr('admin', 'directory'), create: nobody, update: hasRole('directory'), delete: nobody },
  defaultSort: '-recordedOn',
  indexes: [{ fields: ['subject', 'subjectKey', 'recordedOn'] }],
  hooks: { beforeChange: [checkCorrection], afterChange: [correctionMade] },
  fields: [
    {
      name: 'subject',
      type: 'select',
      required: true,
      access: recorded,
      label: { ja: '対象', en: 'Subject' },
      options: SUBJECT_OPTIONS,
    },
    {
      name: 'subjectKey',
      type: 'text',
      required: true,
      access: recorded,
      label: { ja: '番号', en: 'Number' },
      admin: { description: { ja: '認定番号、または認証機関の認定番号:登録番号', en: 'Accreditation number, or the certification body’s number:certificate number' } },
    },
    { name: 'recordedOn', type: 'text', required: true, access: recorded, label: { ja: '記録日', en: 'Recorded on' } },
    {
      name: 'source',
      type: 'select',
      required: true,
      access: recorded,
      label: { ja: '記録のもと', en: 'Source' },
      options: SOURCE_OPTIONS,
    },
    { name: 'recordedBy', type: 'text', access: recorded, label: { ja: '記録した人', en: 'Recorded by' } },
    {
      name: 'reportId',
      type: 'number',
      access: recorded,
      label: { ja: '認証機関の報告（番号）', en: 'Certification body report (number)' },
      admin: { description: { ja: '「認証機関の報告」の番号。この変更を記録した報告です。', en: 'The number of the certification body report that recorded this change.' } },
    },
    { name: 'validFrom', type: 'text', access: recorded, label: { ja: '初回認定日・初回登録日', en: 'Valid from' } },
    { name: 'validUntil', type: 'text', access: recorded, label: { ja: '有効期限', en: 'Valid until' } },
    { name: 'renewedOn', type: 'text', access: recorded, label: { ja: '更新日', en: 'Renewed on' } },
    { name: 'suspendedFrom', type: 'text', access: recorded, label: { ja: '一時停止の開始', en: 'Suspended from' } },
    { name: 'suspendedUntil', type: 'text', access: recorded, label: { ja: '一時停止の終了', en: 'Suspended until' } },
    { name: 'endedOn', type: 'text', access: recorded, label: { ja: '終了日', en: 'Ended on' } },
    { name: 'endKind', type: 'text', access: recorded, label: { ja: '終了の種類', en: 'How it ended' } },
    { name: 'decision', type: 'text', access: recorded, label: { ja: '認証機関の判定', en: 'Decision' } },
    {
      name: 'scopeCodes',
      type: 'text',
      access: recorded,
      label: { ja: '認定範囲（コード）', en: 'Scope (codes)' },
      admin: { description: { ja: '認定機関の認定範囲のコード。範囲が拡大・縮小されると新しい行が記録されます。', en: 'The codes of an accredited body’s scope. Extending or reducing the scope records a new row.' } },
    },
    {
      type: 'collapsible',
      label: { ja: '入力誤りの訂正', en: 'Correction of an entry made in error' },
      admin: { initCollapsed: false },
      fields: [
        {
          name: 'enteredInError',
          type: 'checkbox',
          defaultValue: false,
          index: true,
          access: { update: hasRoleField('directory') },
          label: { ja: 'この変更は入力誤りでした（なかったものとして扱う）', en: 'This change was entered in error (answer as if it had never been recorded)' },
          admin: {
            description: {
              ja: 'チェックして理由を書き、保存すると、確認ページ・バッジ・フィード・APIはこの変更がなかったものとして答えます。最新の変更を取り消した場合は、名簿の記録も一つ前の状態に戻ります。取り消しは元に戻せません。',
              en: 'Tick, give the reason and save: the check page, badges, feeds and the API then answer as if this change had never been recorded. Correcting the latest change also returns the directory record to the state before it. A correction cannot be undone.',
            },
          },
        },
        {
          name: 'correctionReason',
          type: 'textarea',
          maxLength: 1000,
          access: { update: hasRoleField('directory') },
          label: { ja: '訂正の理由', en: 'Reason for the correction' },
        },
        { name: 'correctedAt', type: 'date', access: { update: nobodyField }, label: { ja: '訂正した日時', en: 'Corrected at' }, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'correctedBy', type: 'text', access: { update: nobodyField }, label: { ja: '訂正した人', en: 'Corrected by' }, admin: { readOnly: true } },
      ],
    },
  ],
  timestamps: true,
};
