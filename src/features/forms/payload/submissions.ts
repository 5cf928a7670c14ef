import type { CollectionConfig, EmailFieldValidation, Field } from 'payload';
import { email } from 'payload/shared';

import { INQUIRY_LIMITS, inquiryCategories } from '../inquiry';
import { choiceOptions } from '../choiceLabels';
import { COMPLAINT_LIMITS, priorComplaintStates, replyChoices, targetKinds } from '../complaint';
import { exportEndpoint } from './exportEndpoint';
import { stampHandledAt } from './handledAt';

import { hasRole, hasRoleField, nobody, nobodyField } from '@/platform/cms/access';

/** The form takes an address of at most 254 characters (RFC 5321); the record says so too. */
const emailOfAtMost254: EmailFieldValidation = (value, args) => (typeof value === 'string' && value.length > 254 ? 'メールアドレスは254文字までです / At most 254 characters' : email(value, args));

const readOnly = { readOnly: true } as const;

/**
 * What the visitor sent, the receipt and the mail state are never changed through /admin or the
 * API (the site's own code passes `overrideAccess`); inquiry handlers change only the handling.
 */
const unchangeable = { update: nobodyField } as const;
const handling = { update: hasRoleField('inquiries') } as const;

const mailState = (name: 'staffMail' | 'acknowledgementMail', label: { ja: string; en: string }): Field => ({
  name,
  type: 'group',
  label,
  admin: { readOnly: true },
  access: unchangeable,
  fields: [
    {
      name: 'status',
      type: 'select',
      defaultValue: 'pending',
      index: true,
      label: { ja: '送信の状態', en: 'Status' },
      options: [
        { value: 'pending', label: { ja: '送信待ち', en: 'Waiting' } },
        { value: 'sending', label: { ja: '送信中', en: 'Sending' } },
        { value: 'sent', label: { ja: '送信済み', en: 'Sent' } },
        // Acknowledgements only: this address had already been sent the day's allowance.
        { value: 'skipped', label: { ja: '送信せず（同じ宛先への1日の上限）', en: 'Not sent (daily limit for this address)' } },
      ],
    },
    { name: 'attempts', type: 'number', defaultValue: 0, label: { ja: '送信を試みた回数', en: 'Attempts' } },
    { name: 'nextAttemptAt', type: 'date', index: true, label: { ja: '次に送信を試みる日時', en: 'Next attempt' } },
    { name: 'sentAt', type: 'date', label: { ja: '送信した日時', en: 'Sent at' } },
    { name: 'lastError', type: 'text', label: { ja: '直近のエラー', en: 'Last error' } },
  ],
});

/** Fields every submission has: its receipt, language, handling and mail state. */
const commonFields = (formFields: Field[]): Field[] => [
  {
    type: 'row',
    fields: [
      { name: 'receiptNumber', type: 'text', required: true, unique: true, label: { ja: '受付番号', en: 'Receipt number' }, admin: readOnly, access: unchangeable },
      {
        name: 'status',
        type: 'select',
        required: true,
        defaultValue: 'new',
        index: true,
        label: { ja: '対応状況', en: 'Handling' },
        access: handling,
        options: [
          { value: 'new', label: { ja: '未対応', en: 'New' } },
          { value: 'inProgress', label: { ja: '対応中', en: 'In progress' } },
          { value: 'handled', label: { ja: '対応済み', en: 'Handled' } },
        ],
      },
      {
        name: 'locale',
        type: 'select',
        required: true,
        label: { ja: '送信時の言語', en: 'Language used' },
        options: [
          { value: 'ja', label: '日本語' },
          { value: 'en', label: 'English' },
        ],
        admin: readOnly,
        access: unchangeable,
      },
    ],
  },
  { name: 'staffNote', type: 'textarea', label: { ja: '対応メモ（職員用）', en: 'Staff note' }, access: handling },
  {
    type: 'row',
    fields: [
      { name: 'handledAt', type: 'date', index: true, label: { ja: '対応済みにした日時', en: 'Marked handled' }, admin: readOnly, access: unchangeable },
      {
        name: 'personalDataErasedAt',
        type: 'date',
        label: { ja: '個人情報を消去した日時', en: 'Personal data erased' },
        admin: { ...readOnly, condition: (data) => Boolean(data?.personalDataErasedAt) },
        access: unchangeable,
      },
    ],
  },
  ...formFields.map((field) => ({ ...field, admin: { ...('admin' in field ? field.admin : {}), readOnly: true }, access: unchangeable }) as Field),
  mailState('staffMail', { ja: '職員への通知メール', en: 'Notification to staff' }),
  mailState('acknowledgementMail', { ja: '送信者への受付確認メール', en: 'Acknowledgement to the sender' }),
  // The confirmation step's token: a second post of the same confirmation finds this submission.
  { name: 'draftToken', type: 'text', required: true, unique: true, index: true, admin: { hidden: true }, access: unchangeable },
];

/**
 * Inquiry handlers read submissions and record how they are handled; nobody else reads them, and
 * nobody creates them through the API (the forms do, as the site).
 */
const access: CollectionConfig['access'] = {
  create: nobody,
  read: hasRole('inquiries'),
  update: hasRole('inquiries'),
  // Nothing a visitor submits is ever lost.
  delete: nobody,
};

/** Above each list: the CSV export of the submissions, for the list's status filter or all. */
const exportLinks = { path: '@/features/forms/ui/ExportLinks#ExportLinks' };

export const Inquiries: CollectionConfig = {
  slug: 'inquiries',
  // The newest submission first: it is the one waiting for an answer.
  defaultSort: '-createdAt',
  labels: { singular: { ja: 'お問い合わせ', en: 'Inquiry' }, plural: { ja: 'お問い合わせ', en: 'Inquiries' } },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['receiptNumber', 'subject', 'category', 'status', 'createdAt'],
    listSearchableFields: ['receiptNumber', 'subject', 'name', 'email'],
    group: { ja: '受付', en: 'Submissions' },
    components: { beforeListTable: [exportLinks] },
  },
  access,
  endpoints: [exportEndpoint('inquiry')],
  hooks: { beforeChange: [stampHandledAt] },
  fields: commonFields([
    { name: 'name', type: 'text', maxLength: INQUIRY_LIMITS.name, label: { ja: '氏名', en: 'Name' } },
    { name: 'nameKana', type: 'text', maxLength: INQUIRY_LIMITS.nameKana, label: { ja: 'フリガナ', en: 'Name (kana)' } },
    { name: 'organization', type: 'text', maxLength: INQUIRY_LIMITS.organization, label: { ja: '会社・団体名', en: 'Organisation' } },
    { name: 'email', type: 'email', validate: emailOfAtMost254, label: { ja: 'メールアドレス', en: 'E-mail' } },
    { name: 'phone', type: 'text', maxLength: 24, label: { ja: '電話番号', en: 'Telephone' } },
    { name: 'category', type: 'select', required: true, index: true, options: choiceOptions('inquiry', 'category', inquiryCategories), label: { ja: '種別', en: 'Category' } },
    { name: 'subject', type: 'text', maxLength: INQUIRY_LIMITS.subject, label: { ja: '件名', en: 'Subject' } },
    { name: 'message', type: 'textarea', maxLength: INQUIRY_LIMITS.message, label: { ja: '内容', en: 'Message' } },
  ]),
  timestamps: true,
};

export const Complaints: CollectionConfig = {
  slug: 'complaints',
  defaultSort: '-createdAt',
  labels: { singular: { ja: '苦情申立て', en: 'Complaint' }, plural: { ja: '苦情申立て', en: 'Complaints' } },
  admin: {
    useAsTitle: 'targetName',
    defaultColumns: ['receiptNumber', 'targetName', 'targetKind', 'status', 'createdAt'],
    listSearchableFields: ['receiptNumber', 'targetName', 'name', 'email'],
    group: { ja: '受付', en: 'Submissions' },
    components: { beforeListTable: [exportLinks] },
  },
  access,
  endpoints: [exportEndpoint('complaint')],
  hooks: { beforeChange: [stampHandledAt] },
  fields: commonFields([
    { name: 'name', type: 'text', maxLength: COMPLAINT_LIMITS.name, label: { ja: '氏名', en: 'Name' } },
    { name: 'nameKana', type: 'text', maxLength: COMPLAINT_LIMITS.nameKana, label: { ja: 'フリガナ', en: 'Name (kana)' } },
    { name: 'organization', type: 'text', maxLength: COMPLAINT_LIMITS.organization, label: { ja: '会社・団体名', en: 'Organisation' } },
    { name: 'department', type: 'text', maxLength: COMPLAINT_LIMITS.department, label: { ja: '部署名', en: 'Department' } },
    { name: 'position', type: 'text', maxLength: COMPLAINT_LIMITS.position, label: { ja: '役職', en: 'Position' } },
    { name: 'phone', type: 'text', maxLength: 24, label: { ja: '電話番号', en: 'Telephone' } },
    { name: 'email', type: 'email', validate: emailOfAtMost254, label: { ja: 'メールアドレス', en: 'E-mail' } },
    { name: 'targetName', type: 'text', required: true, maxLength: COMPLAINT_LIMITS.targetName, label: { ja: '苦情の対象', en: 'Subject of the complaint' } },
    { name: 'targetKind', type: 'select', required: true, options: choiceOptions('complaint', 'targetKind', targetKinds), label: { ja: '対象の種別', en: 'Kind of subject' } },
    { name: 'content', type: 'textarea', maxLength: COMPLAINT_LIMITS.content, label: { ja: '苦情の内容', en: 'Complaint' } },
    {
      name: 'priorComplaint',
      type: 'select',
      required: true,
      options: choiceOptions('complaint', 'priorComplaint', priorComplaintStates),
      label: { ja: '対象機関への申立て', en: 'Raised with the body' },
    },
    { name: 'priorAnswer', type: 'textarea', maxLength: COMPLAINT_LIMITS.priorAnswer, label: { ja: '対象機関からの回答', en: "The body's answer" } },
    { name: 'replyWanted', type: 'select', required: true, options: choiceOptions('complaint', 'replyWanted', replyChoices), label: { ja: '回答の希望', en: 'Reply wanted' } },
  ]),
  timestamps: true,
};
