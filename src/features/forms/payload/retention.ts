import type { GlobalConfig } from 'payload';

import { hasRole, hiddenUnless, nobodyField } from '@/platform/cms/access';

export const DEFAULT_DRAFT_DAYS = 1;
export const DEFAULT_HANDLED_DAYS = 3 * 365;

/**
 * How long the personal data of the forms is kept (administrators set it): drafts between the
 * input and the confirmation, and submissions once handled. After that, a daily job erases the
 * personal fields and keeps the record for statistics (receipt, category, language, dates).
 */
export const Retention: GlobalConfig = {
  slug: 'retention',
  label: { ja: '個人情報の保存期間', en: 'Personal data retention' },
  admin: {
    group: { ja: '管理', en: 'Administration' },
    hidden: hiddenUnless('admin'),
    description: {
      ja: '期間を変えたときは、プライバシーポリシーのページの記載も合わせて変更してください。',
      en: 'When you change a period, change the privacy policy page to match.',
    },
  },
  access: { read: hasRole('admin'), update: hasRole('admin') },
  fields: [
    {
      name: 'draftDays',
      type: 'number',
      required: true,
      defaultValue: DEFAULT_DRAFT_DAYS,
      min: 1,
      max: 30,
      label: { ja: '入力途中のフォーム（日）', en: 'Unconfirmed form input (days)' },
    },
    {
      name: 'handledSubmissionDays',
      type: 'number',
      required: true,
      defaultValue: DEFAULT_HANDLED_DAYS,
      min: 30,
      max: 3650,
      label: { ja: '対応済みのお問い合わせ・苦情（日）', en: 'Handled inquiries and complaints (days)' },
      admin: { description: { ja: '対応済みにした日から数えます。', en: 'Counted from the day the submission was marked handled.' } },
    },
    {
      name: 'lastRunOn',
      type: 'text',
      label: { ja: '最後に実行した日', en: 'Last run on' },
      access: { update: nobodyField },
      admin: { readOnly: true },
    },
    {
      name: 'lastRunReport',
      type: 'text',
      label: { ja: '最後の実行結果', en: 'Last run' },
      access: { update: nobodyField },
      admin: { readOnly: true },
    },
  ],
};
