import { createTranslator, type Messages } from 'next-intl';

import { loadMessages } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';

import type { Complaint, Inquiry } from '@/payload-types';
import { fieldOf } from '@/platform/cms/fieldOf';
import { headerSafe } from '@/platform/text/clean';
import { formatDateTime } from '@/platform/time/format';
import { forms, type FormKind } from '../../registry';
import { departmentForInquiry, recipientsFor } from './config';

/** A stored submission of either form. */
export type Submission = Inquiry | Complaint;

export type MailMessage = {
  to: string[];
  cc: string[];
  replyTo?: string;
  subject: string;
  text: string;
  /** The same for every retry of one message, so receiving servers can spot a duplicate. */
  messageId: string;
};

type FormMessages = {
  fields: Record<string, string>;
  options: Record<string, Record<string, string>>;
  name: string;
};

async function translator(locale: Locale) {
  // The loader types each namespace as a plain record; these are the very files next-intl's typed
  // configuration (src/i18n/global.d.ts) describes, and only an assertion can say so.
  const messages = (await loadMessages(locale)) as Messages;
  return {
    t: createTranslator({ locale, messages, namespace: 'forms' }),
    form: (kind: FormKind): FormMessages => messages.forms[kind],
  };
}

/** Every field as "label: value", values of choices shown in words. */
function fieldLines(kind: FormKind, submission: Submission, messages: FormMessages): string {
  return forms[kind].fields
    .filter((field) => field.name !== 'privacy')
    .filter((field) => !field.shownWhen || fieldOf(submission, field.shownWhen.field) === field.shownWhen.equals)
    .map((field) => {
      const raw = String(fieldOf(submission, field.name) ?? '');
      const value = field.options ? (messages.options[field.name]?.[raw] ?? raw) : raw;
      return value.includes('\n') ? `■ ${messages.fields[field.name]}\n${value}` : `■ ${messages.fields[field.name]}: ${value}`;
    })
    .join('\n\n');
}

const messageIdFor = (submission: Submission, role: string) => `<${submission.receiptNumber}.${role}@${headerSafe(process.env.MAIL_MESSAGE_ID_DOMAIN ?? 'website.invalid')}>`;

/** The notification to staff, in Japanese, to the department that handles it. */
export async function staffNotification(kind: FormKind, submission: Submission): Promise<MailMessage> {
  const { t, form } = await translator('ja');
  const messages = form(kind);
  const department = kind === 'complaint' ? 'complaint' : departmentForInquiry(String(fieldOf(submission, 'category') ?? ''));
  const { to, cc } = recipientsFor(department);
  const subjectLine = String(fieldOf(submission, 'subject') ?? fieldOf(submission, 'targetName') ?? '');
  const date = formatDateTime(submission.createdAt, 'ja');
  return {
    to,
    cc,
    replyTo: headerSafe(String(submission.email ?? '')),
    subject: headerSafe(t('mail.staffSubject', { form: messages.name, subject: subjectLine.slice(0, 80), receipt: submission.receiptNumber })),
    text: [
      t('mail.staffIntro', { form: messages.name }),
      '',
      t('mail.receipt', { receipt: submission.receiptNumber }),
      t('mail.sentAt', { date }),
      t('mail.language', { language: submission.locale === 'en' ? 'English' : '日本語' }),
      '',
      fieldLines(kind, submission, messages),
    ].join('\n'),
    messageId: messageIdFor(submission, 'staff'),
  };
}

/**
 * The acknowledgement to the visitor, in the language they used: the receipt number, the kind of
 * request and the time, and nothing the visitor typed. The address was typed by whoever sent the
 * form; repeating their words to it would let anyone send any text to anyone from the body's own
 * address (the category is a choice from the site's own list).
 */
export async function acknowledgement(kind: FormKind, submission: Submission): Promise<MailMessage> {
  const locale = submission.locale;
  const { t, form } = await translator(locale);
  const messages = form(kind);
  const date = formatDateTime(submission.createdAt, locale);
  const categoryField = kind === 'complaint' ? 'targetKind' : 'category';
  const category = messages.options[categoryField]?.[String(fieldOf(submission, categoryField) ?? '')];
  return {
    to: [headerSafe(String(submission.email ?? ''))],
    cc: [],
    subject: headerSafe(t('mail.ackSubject', { form: messages.name, receipt: submission.receiptNumber })),
    text: [
      t('mail.ackGreeting', { form: messages.name }),
      '',
      t('mail.ackBody'),
      '',
      t('mail.receipt', { receipt: submission.receiptNumber }),
      ...(category ? [t('mail.category', { category })] : []),
      t('mail.sentAt', { date }),
      '',
      '--',
      t('mail.ackFooter'),
    ].join('\n'),
    messageId: messageIdFor(submission, 'ack'),
  };
}
