import type { CollectionConfig } from 'payload';

import { hasRole, hiddenUnless, nobody } from '@/platform/cms/access';

/** What the audit trail records. */
export const auditActions = [
  'published',
  'unpublished',
  'scheduled',
  'deleted',
  'imported',
  'importRefused',
  'statusChanged',
  'corrected',
  'reportCancelled',
  'handled',
  'exported',
  'erased',
  'erasedOnRequest',
  'rolesChanged',
  'settingsChanged',
] as const;

export type AuditAction = (typeof auditActions)[number];

export const auditActionLabels: Record<AuditAction, { ja: string; en: string }> = {
  published: { ja: '公開', en: 'Published' },
  unpublished: { ja: '公開停止', en: 'Unpublished' },
  scheduled: { ja: '公開予約', en: 'Scheduled' },
  deleted: { ja: '削除', en: 'Deleted' },
  imported: { ja: '取り込み', en: 'Imported' },
  importRefused: { ja: '取り込み不可（問題あり）', en: 'Import refused (problems found)' },
  statusChanged: { ja: '認定の状態の変更', en: 'Accreditation status changed' },
  corrected: { ja: '入力誤りの訂正（有効性の履歴）', en: 'Entry corrected as made in error (validity history)' },
  reportCancelled: { ja: '認証機関の報告の取りやめ', en: 'Certification body report cancelled' },
  handled: { ja: '対応済みにした', en: 'Marked handled' },
  exported: { ja: '書き出し', en: 'Exported' },
  erased: { ja: '個人情報の消去（保存期間の経過）', en: 'Personal data erased (retention period passed)' },
  erasedOnRequest: { ja: '個人情報の消去（本人の求め）', en: 'Personal data erased at the person’s request' },
  rolesChanged: { ja: '役割の変更', en: 'Roles changed' },
  settingsChanged: { ja: '設定の変更', en: 'Settings changed' },
};

/**
 * Who did what that matters, and when: publications, unpublications, schedules, deletions,
 * imports, changes of an accredited body's status, handled submissions, exports of personal
 * data, erasures and role changes. Written only by the site's own code (overrideAccess), read
 * by administrators, never changed or deleted through /admin or the API. Kept apart from the
 * content versions, which editors may restore and which retention does not touch.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: { ja: '操作の記録', en: 'Audit entry' }, plural: { ja: '操作の記録', en: 'Audit trail' } },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'action', 'actorName', 'summary'],
    listSearchableFields: ['summary', 'actorName', 'documentId'],
    group: { ja: '管理', en: 'Administration' },
    hidden: hiddenUnless('admin'),
    description: {
      ja: 'スタッフとサイトの処理が行った重要な操作の記録です。誰も変更・削除できません。',
      en: 'What staff and the site did that matters. No one can change or delete an entry.',
    },
  },
  access: { read: hasRole('admin'), create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'action',
      type: 'select',
      required: true,
      index: true,
      label: { ja: '操作', en: 'Action' },
      options: auditActions.map((value) => ({ value, label: auditActionLabels[value] })),
    },
    { name: 'summary', type: 'text', required: true, label: { ja: '内容', en: 'What' } },
    { name: 'actor', type: 'relationship', relationTo: 'users', label: { ja: '操作したスタッフ', en: 'Staff member' } },
    {
      name: 'actorName',
      type: 'text',
      index: true,
      label: { ja: '操作した人', en: 'By' },
      admin: { description: { ja: 'スタッフのメールアドレス、またはサイトの自動処理', en: "The staff member's e-mail address, or the site's own job" } },
    },
    { name: 'targetCollection', type: 'text', index: true, label: { ja: '対象の種類', en: 'Collection' } },
    { name: 'documentId', type: 'text', index: true, label: { ja: '対象のID', en: 'Document ID' } },
    { name: 'detail', type: 'json', label: { ja: '詳細', en: 'Detail' } },
  ],
  timestamps: true,
};
