import type { CollectionConfig } from 'payload';

import { nobody } from '@/platform/cms/access';

/**
 * Alerts by mail (ADR 30). Three tables the site's own code writes and reads in SQL
 * (server/*.ts), closed to every staff role, to the REST and GraphQL APIs and hidden from
 * /admin: staff see only counts by kind and language (the "alerts" panel), never an address.
 * The fields are plain text and numbers rather than selects so that the SQL is the same on both
 * engines; the code that writes them checks every value.
 */
export const ALERT_ADDRESSES = 'alert-addresses';
export const ALERT_SUBSCRIPTIONS = 'alert-subscriptions';
export const ALERT_QUEUE = 'alert-queue';

const closed = { read: nobody, create: nobody, update: nobody, delete: nobody };

/** One address that asked for alerts: kept only while it follows something (server/cleanup.ts). */
export const AlertAddresses: CollectionConfig = {
  slug: ALERT_ADDRESSES,
  labels: { singular: { ja: '通知の宛先', en: 'Alert address' }, plural: { ja: '通知の宛先', en: 'Alert addresses' } },
  admin: { hidden: true },
  access: closed,
  fields: [
    // Lower-cased, so the same mailbox written twice is one address.
    { name: 'email', type: 'text', required: true, unique: true, index: true, maxLength: 254, label: { ja: 'メールアドレス', en: 'Email address' } },
    // Random, named in the signed links of every mail; a new one makes all the old links void.
    { name: 'publicId', type: 'text', required: true, unique: true, index: true, label: { ja: 'リンク用の識別子', en: 'Link identifier' } },
    // Confirmation mails sent on one day in Japan: at most three (server/subscribe.ts).
    { name: 'confirmationDay', type: 'text', label: { ja: '確認のメールを送った日', en: 'Day confirmation mails were sent' } },
    { name: 'confirmationsThatDay', type: 'number', defaultValue: 0, label: { ja: 'その日の確認のメールの数', en: 'Confirmation mails that day' } },
    // Permanent refusals by the receiving server; the third drops the address.
    { name: 'hardBounces', type: 'number', defaultValue: 0, label: { ja: '続けて届かなかった数', en: 'Hard bounces in a row' } },
  ],
  timestamps: true,
};

/** What one address follows: a certificate, an accredited body, a type of decision report or a list. */
export const AlertSubscriptions: CollectionConfig = {
  slug: ALERT_SUBSCRIPTIONS,
  labels: { singular: { ja: '通知の登録', en: 'Alert subscription' }, plural: { ja: '通知の登録', en: 'Alert subscriptions' } },
  admin: { hidden: true },
  access: closed,
  indexes: [{ fields: ['addressId', 'kind', 'subjectKey'], unique: true }, { fields: ['kind', 'subjectKey'] }],
  fields: [
    { name: 'addressId', type: 'number', required: true, index: true, label: { ja: '宛先', en: 'Address' } },
    // certificate | body | report-type | list (server/subjects.ts)
    { name: 'kind', type: 'text', required: true, label: { ja: '種類', en: 'Kind' } },
    { name: 'subjectKey', type: 'text', required: true, label: { ja: '対象', en: 'Subject' } },
    // immediate | daily
    { name: 'frequency', type: 'text', required: true, label: { ja: '頻度', en: 'Frequency' } },
    // ja | en: the language of its mails
    { name: 'locale', type: 'text', required: true, label: { ja: '言語', en: 'Language' } },
    // The request it came with (one confirmation mail confirms them all) and the confirmation
    // link's single-use secret, cleared when it is used.
    { name: 'requestId', type: 'text', index: true, label: { ja: '申し込み', en: 'Request' } },
    { name: 'nonce', type: 'text', label: { ja: '確認用の値', en: 'Confirmation value' } },
    { name: 'requestedAt', type: 'date', required: true, label: { ja: '申し込んだ日時', en: 'Requested at' } },
    { name: 'confirmedAt', type: 'date', index: true, label: { ja: '確定した日時', en: 'Confirmed at' } },
  ],
  timestamps: true,
};

/**
 * The outbox of alerts: one row per subscription and change (or per confirmation mail), sent
 * grouped by address so that a report ending 5,000 certificates makes one mail per subscriber.
 * `dedupeKey` is unique, so servers finding the same change at once queue it once.
 */
export const AlertQueue: CollectionConfig = {
  slug: ALERT_QUEUE,
  labels: { singular: { ja: '通知の送信', en: 'Alert delivery' }, plural: { ja: '通知の送信', en: 'Alert deliveries' } },
  admin: { hidden: true },
  access: closed,
  indexes: [{ fields: ['status', 'dueAt'] }, { fields: ['addressId', 'status'] }],
  fields: [
    { name: 'dedupeKey', type: 'text', required: true, unique: true, index: true, label: { ja: '重複を防ぐ鍵', en: 'Deduplication key' } },
    { name: 'addressId', type: 'number', required: true, label: { ja: '宛先', en: 'Address' } },
    { name: 'subscriptionId', type: 'number', label: { ja: '登録', en: 'Subscription' } },
    // confirm | change
    { name: 'kind', type: 'text', required: true, label: { ja: '種類', en: 'Kind' } },
    { name: 'locale', type: 'text', required: true, label: { ja: '言語', en: 'Language' } },
    // The change as the mail tells it (server/events.ts), JSON.
    { name: 'event', type: 'textarea', required: true, label: { ja: '知らせる内容', en: 'What is told' } },
    { name: 'dueAt', type: 'date', required: true, label: { ja: '送る日時', en: 'Due at' } },
    // pending | sending | sent | failed
    { name: 'status', type: 'text', required: true, defaultValue: 'pending', label: { ja: '状態', en: 'Status' } },
    { name: 'attempts', type: 'number', defaultValue: 0, label: { ja: '送信を試みた回数', en: 'Attempts' } },
    { name: 'nextAttemptAt', type: 'date', label: { ja: '次に試みる日時', en: 'Next attempt at' } },
    // The claim that is sending it: every row of one mail has the same.
    { name: 'batch', type: 'text', index: true, label: { ja: '送信のまとまり', en: 'Batch' } },
    { name: 'sentAt', type: 'date', label: { ja: '送った日時', en: 'Sent at' } },
    { name: 'lastError', type: 'text', label: { ja: '最後のエラー', en: 'Last error' } },
  ],
  timestamps: true,
};
