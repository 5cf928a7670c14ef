import { createTranslator, type Messages } from 'next-intl';

import { ADDRESSES, below } from '@/i18n/addresses';
import { loadMessages } from '@/i18n/messages';
import { localizedHref, type Locale } from '@/i18n/routing';
import { siteUrl } from '@/platform/env';
import { headerSafe } from '@/platform/text/clean';

import type { Change } from '@/features/verification/cms';

import { ALERTS_PATH, CONFIRM_PATH, MANAGE_PATH, UNSUBSCRIBE_PATH } from '../paths';
import type { AlertEvent } from './events';
import { signToken } from './tokens';

/** A mail of the alerts, ready for the transport. */
export type AlertMail = { subject: string; text: string; headers: Record<string, string>; messageId: string };

async function translators(locale: Locale) {
  const messages = (await loadMessages(locale)) as unknown as Messages;
  return {
    t: createTranslator({ locale, messages, namespace: 'alerts' }),
    feed: createTranslator({ locale, messages, namespace: 'verification' }),
    bodies: createTranslator({ locale, messages, namespace: 'bodies' }),
    site: createTranslator({ locale, messages, namespace: 'common' })('siteName'),
  };
}

type Words = Awaited<ReturnType<typeof translators>>;

const absolute = (path: string, locale: Locale) => `${siteUrl()}${localizedHref(path, locale)}`;
const messageIdFor = (key: string) => `<alert.${key}@${headerSafe(process.env.MAIL_MESSAGE_ID_DOMAIN ?? new URL(siteUrl()).hostname)}>`;

/** The link of a mail that names the address: manage its alerts, or stop them all. */
export const manageUrl = (publicId: string, locale: Locale) => `${absolute(MANAGE_PATH, locale)}?t=${signToken({ purpose: 'manage', address: publicId })}`;
export const unsubscribeUrl = (publicId: string, locale: Locale) => `${absolute(UNSUBSCRIBE_PATH, locale)}?t=${signToken({ purpose: 'unsubscribe', address: publicId })}`;

/** One change in words, as the feeds say it. */
function changeLine(words: Words, subject: 'body' | 'certificate', change: Change): string {
  const { feed, bodies } = words;
  switch (change.kind) {
    case 'recorded':
      return words.t('change.accredited', { on: change.on });
    case 'suspended':
      return feed('feed.suspended', { on: change.on });
    case 'reinstated':
      return feed('feed.reinstated', { on: change.on });
    case 'reported':
      return feed('feed.reportedAgain', { on: change.on });
    case 'ended': {
      // A body's end is told in the directory's words; a certificate's by its decision (as the feeds do).
      const kind = change.endKind ?? '';
      const label =
        subject === 'body' && ['cancelled', 'withdrawn', 'revoked', 'resigned'].includes(kind)
          ? bodies(`detail.endKind.${kind as 'cancelled'}`)
          : subject === 'certificate' && (kind === 'withdrawn' || kind === 'unreported')
            ? feed(`endKind.${kind}`)
            : feed('endKind.other');
      return feed('feed.ended', { on: change.on, kind: label });
    }
    case 'renewed':
      return feed('feed.renewed', { on: change.on, until: change.until ?? '—' });
    case 'expiryChanged':
      return feed('feed.expiryChanged', { until: change.until ?? '—' });
    case 'scopeExtended':
      return feed('feed.scopeExtended', { on: change.on, scope: change.codes.join(', ') });
    case 'scopeReduced':
      return feed('feed.scopeReduced', { on: change.on, scope: change.codes.join(', ') });
  }
}

/** One event as a block of lines: what, what happened, where to read and check it. */
function eventBlock(words: Words, locale: Locale, event: AlertEvent): string {
  const { t } = words;
  if (event.type === 'item') {
    return [`■ ${t('mail.newItem', { list: event.listName[locale] })}`, event.name[locale], t('mail.page', { url: absolute(event.path, locale) })].join('\n');
  }
  const check = (on: string) => `${absolute(below(ADDRESSES.verify, encodeURIComponent(event.number)), locale)}?on=${on}`;
  if (event.type === 'correction') {
    return [
      `■ ${event.name[locale]}`,
      words.feed('feed.corrected', { on: event.recordedOn }),
      ...(event.reason ? [words.feed('feed.correctedReason', { reason: event.reason })] : []),
      t('mail.check', { on: event.recordedOn, url: check(event.recordedOn) }),
      ...(event.path ? [t('mail.page', { url: absolute(event.path, locale) })] : []),
    ].join('\n');
  }
  const on = event.changes[0]?.on ?? event.recordedOn;
  return [
    `■ ${event.name[locale]}`,
    ...event.changes.map((change) => `・${changeLine(words, event.subject, change)}`),
    ...(event.report ? [t('mail.fromReport', { on: event.recordedOn })] : [t('mail.recordedOn', { on: event.recordedOn })]),
    t('mail.check', { on, url: check(on) }),
    ...(event.path ? [t('mail.page', { url: absolute(event.path, locale) })] : []),
  ].join('\n');
}

const listHeaders = (publicId: string, locale: Locale) => ({
  // RFC 8058: the receiving mail system may stop the alerts with one POST, no cookie, no page.
  'List-Unsubscribe': `<${unsubscribeUrl(publicId, locale)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  'Auto-Submitted': 'auto-generated',
});

/** The alert: every change queued for one address, grouped in one mail. */
export async function changeMail(locale: Locale, publicId: string, messageKey: string, events: AlertEvent[]): Promise<AlertMail> {
  const words = await translators(locale);
  const { t } = words;
  const text = [
    t('mail.intro', { count: events.length }),
    '',
    events.map((event) => eventBlock(words, locale, event)).join('\n\n'),
    '',
    '--',
    t('mail.why', { site: words.site }),
    t('mail.manage', { url: manageUrl(publicId, locale) }),
    t('mail.stop', { url: unsubscribeUrl(publicId, locale) }),
    t('mail.about', { url: absolute(ALERTS_PATH, locale) }),
  ].join('\n');
  return { subject: t('mail.subject', { count: events.length }), text, headers: listHeaders(publicId, locale), messageId: messageIdFor(messageKey) };
}

/** The confirmation: a link and nothing the visitor wrote. */
export async function confirmationMail(
  locale: Locale,
  publicId: string,
  messageKey: string,
  request: { request: string; nonce: string; count: number; expires: number },
): Promise<AlertMail> {
  const words = await translators(locale);
  const { t } = words;
  const token = signToken({ purpose: 'confirm', address: publicId, request: request.request, nonce: request.nonce, expires: request.expires });
  const text = [
    t('mail.confirmIntro', { site: words.site, count: request.count }),
    '',
    `${absolute(CONFIRM_PATH, locale)}?t=${token}`,
    '',
    t('mail.confirmExpiry'),
    t('mail.confirmIgnore'),
  ].join('\n');
  return { subject: t('mail.confirmSubject'), text, headers: { 'Auto-Submitted': 'auto-generated' }, messageId: messageIdFor(messageKey) };
}
