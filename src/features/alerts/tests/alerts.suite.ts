import { Readable } from 'node:stream';

import { stringify } from 'csv-stringify/sync';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { generateSampleAccreditedBodies, importAccreditedBodies } from '@/features/accredited-bodies/cms';
import { CERTIFICATE_COLUMNS, generateSampleCertificates, importReport, importTarget, toCells } from '@/features/certified-organisations/cms';
import type { User } from '@/payload-types';
import { todayInJapan } from '@/platform/time/japan';

import { freePort } from '@tests/support/redis';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '@tests/support/smtpSink';
import type { startTestPayload } from '@tests/support/payload';

import { alertCounts } from '../payload/staff';
import { cleanUpAlerts } from '../server/cleanup';
import { deliverAlerts } from '../server/deliver';
import { collectAlerts, nextDigestAt } from '../server/events';
import { resolveSubjects } from '../server/subjects';
import { addressOf, alertAddress, changeSubscription, confirmRequest, requestAlerts, subscriptionsOf } from '../server/subscribe';
import { readToken } from '../server/tokens';

/**
 * Alerts by mail, end to end below the pages: a request, its confirmation mail (only a link),
 * the confirmation, a staff edit that suspends a body, a certification body's report that ends
 * ten followed certificates (one mail, not ten), a list's new item in English, the daily digest
 * at 08:00 in Japan, a stranger asking ten times, hard bounces, unsubscribing, and what is kept.
 * The mails are those a real SMTP server on loopback received. Runs on SQLite and PostgreSQL.
 */

let payload: Payload;
let stop: () => Promise<void>;
let smtp: SmtpSink;
let directory: User;
const inbox: ReceivedMail[] = [];
const today = todayInJapan();

const mailsTo = (address: string) => inbox.filter((m) => m.to.includes(address));
const linkIn = (mail: ReceivedMail, path: string) => new RegExp(`https?://[^\\s]+${path.replace(/\//g, '\\/')}\\?t=([A-Za-z0-9._-]+)`).exec(mail.text)?.[1] ?? '';

/** Runs the timer's two jobs, as a server does each minute. */
async function tick(now = new Date()) {
  const collected = await collectAlerts(payload, now);
  const delivered = await deliverAlerts(payload, now);
  return { ...collected, ...delivered };
}

/** A visitor's request through the form's server code, then the confirmation mail's link, confirmed. */
async function subscribeAndConfirm(address: string, locale: 'ja' | 'en', kind: Parameters<typeof resolveSubjects>[1], key: string, frequency: 'immediate' | 'daily' = 'immediate') {
  const subjects = await resolveSubjects(payload, kind, key);
  expect(subjects.length).toBeGreaterThan(0);
  const before = mailsTo(address).length;
  expect(await requestAlerts(payload, { address, locale, frequency, subjects })).toBe('queued');
  await deliverAlerts(payload);
  const mail = mailsTo(address)[before]!;
  const token = readToken(linkIn(mail, '/alerts/confirm'));
  expect(token?.purpose).toBe('confirm');
  expect(await confirmRequest(payload, token as Extract<NonNullable<typeof token>, { purpose: 'confirm' }>)).toBe(subjects.length);
  return { mail, subjects };
}

const sampleBody = generateSampleAccreditedBodies(1, { seed: 11 })[0]!;
const body = {
  ...sampleBody,
  accreditationNumber: 'AL0001',
  initialDate: '2018-04-01',
  expiryDate: '2099-03-31',
  suspensionStart: undefined,
  suspensionEnd: undefined,
  endedOn: undefined,
  endKind: undefined,
};
const sampleCertificate = [...generateSampleCertificates({ rows: 20, seed: 31, asOf: '2025-10-01' })][0]!;
const certificates = Array.from({ length: 12 }, (_, i) => ({
  ...sampleCertificate,
  bodyNumber: 'ALCB1',
  bodyName: '通知テスト認証機関（サンプル）',
  certificateNumber: `ALC-${String(i + 1).padStart(3, '0')}`,
  organisationName: `通知テスト組織${i + 1}（サンプル）`,
  organisationNameEn: `Alert Test Organisation ${i + 1} (sample)`,
  firstRegisteredOn: '2020-04-01',
  expiresOn: '2029-03-31',
  decision: 'valid' as const,
}));
const csv = (rows: typeof certificates) => Readable.from([Buffer.from(`\uFEFF${stringify([[...CERTIFICATE_COLUMNS], ...rows.map(toCells)])}`)]);

export function alertsSuite(start: typeof startTestPayload) {
  beforeAll(async () => {
    smtp = await startSmtpSink(await freePort(), inbox, new Set(['gone@example.invalid']));
    process.env.SMTP_HOST = '127.0.0.1';
    process.env.SMTP_PORT = String(smtp.port);
    process.env.SMTP_IGNORE_TLS = 'true';
    process.env.SITE_URL = 'https://site.example';
    ({ payload, stop } = await start());
    await payload.create({ collection: 'users', data: { email: 'first-admin@example.invalid', password: 'int-test-password', roles: ['admin'] } });
    directory = await payload.create({ collection: 'users', data: { email: 'directory@example.invalid', password: 'int-test-password', roles: ['directory'] } });
    await importAccreditedBodies(payload, [body]);
    const first = await importReport(csv(certificates), importTarget(payload), { receivedOn: today, today, by: { name: 'directory@example.invalid' } });
    expect(first).toMatchObject({ ok: true, created: 12 });
  }, 120_000);
  afterAll(async () => {
    await stop();
    await smtp.stop();
  });

  describe('signing up', () => {
    it('sends a confirmation mail that holds a link and nothing the visitor wrote, in the page’s language', async () => {
      const { mail } = await subscribeAndConfirm('buyer@example.invalid', 'ja', 'body', 'AL0001');
      expect(mail.subject).toBe('【日本適合性認定協会】お知らせの登録の確認');
      expect(mail.text).toContain('https://site.example/alerts/confirm?t=');
      expect(mail.text).toContain('24時間');
      expect(mail.headers['auto-submitted']).toBe('auto-generated');
      // Nothing named: not the body, not the address.
      expect(mail.text).not.toContain('AL0001');
      expect(mail.text).not.toContain('buyer@');
      expect((await subscriptionsOf(payload, (await addressOf(payload, readToken(linkIn(mail, '/alerts/confirm'))!.address))!.id)).map((s) => s.key)).toEqual(['AL0001']);
    });

    it('takes a confirmation link once, and not after 24 hours', async () => {
      const subjects = await resolveSubjects(payload, 'list', 'news');
      await requestAlerts(payload, { address: 'once@example.invalid', locale: 'en', frequency: 'immediate', subjects });
      await deliverAlerts(payload);
      const token = readToken(linkIn(mailsTo('once@example.invalid')[0]!, '/en/alerts/confirm')) as Extract<ReturnType<typeof readToken>, { purpose: 'confirm' }>;
      expect(mailsTo('once@example.invalid')[0]!.subject).toBe('JAB: please confirm your alerts');
      expect(readToken(linkIn(mailsTo('once@example.invalid')[0]!, '/en/alerts/confirm'), Date.now() + 25 * 3600_000)).toBeNull();
      expect(await confirmRequest(payload, token)).toBe(1);
      expect(await confirmRequest(payload, token)).toBe(0);
      // A link changed by one character is no link.
      expect(readToken(linkIn(mailsTo('once@example.invalid')[0]!, '/en/alerts/confirm').replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))).toBeNull();
    });

    it('sends a stranger’s ten requests for one address as three confirmation mails at most, and confirms none of them', async () => {
      const subjects = await resolveSubjects(payload, 'certificate', 'ALCB1:ALC-001');
      const outcomes = [];
      for (let i = 0; i < 10; i++) outcomes.push(await requestAlerts(payload, { address: 'victim@example.invalid', locale: 'ja', frequency: 'immediate', subjects }));
      await deliverAlerts(payload);
      expect(outcomes.filter((o) => o === 'queued')).toHaveLength(3);
      expect(mailsTo('victim@example.invalid')).toHaveLength(3);
      // Nothing confirmed: no alert would ever be sent to it, and in a day the request is gone.
      const id = (await addressOf(payload, readToken(linkIn(mailsTo('victim@example.invalid')[0]!, '/alerts/confirm'))!.address))!.id;
      expect(await subscriptionsOf(payload, id)).toEqual([]);
      await cleanUpAlerts(payload, new Date(Date.now() + 25 * 3600_000));
      expect(await addressOf(payload, readToken(linkIn(mailsTo('victim@example.invalid')[0]!, '/alerts/confirm'))!.address)).toBeNull();
    });

    it('keeps an address in the form a mail server takes, and refuses what is not one', () => {
      expect(alertAddress(' Buyer@Example.INVALID ')).toBe('buyer@example.invalid');
      expect(alertAddress('ｂｕｙｅｒ＠ｅｘａｍｐｌｅ．ｊｐ')).toBe('buyer@example.jp');
      expect(alertAddress('not an address')).toBeNull();
      expect(alertAddress('a@b')).toBeNull();
      expect(alertAddress('x\r\nBcc: y@example.invalid')).toBeNull();
    });
  });

  describe('what changed, said plainly', () => {
    it('tells the body’s follower of a staff edit that suspends it, once, within the minute’s run, with the check on that day and a one-click unsubscribe', async () => {
      const { docs } = await payload.find({ collection: 'accredited-bodies', where: { accreditationNumber: { equals: 'AL0001' } }, depth: 0 });
      await payload.update({
        collection: 'accredited-bodies',
        id: docs[0]!.id,
        overrideAccess: false,
        user: directory,
        data: { suspensionStart: today, confirmNotValid: true } as never,
      });
      const before = mailsTo('buyer@example.invalid').length;
      const first = await tick();
      expect(first.sent).toBeGreaterThanOrEqual(1);
      // A second run, or a second server, finds nothing more to tell.
      expect(await tick()).toMatchObject({ queued: 0, sent: 0 });
      const mails = mailsTo('buyer@example.invalid').slice(before);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.subject).toBe('【日本適合性認定協会】1件のお知らせ');
      expect(mail.text).toContain(`${today}から一時停止されました`);
      expect(mail.text).toContain(`https://site.example/verify/AL0001?on=${today}`);
      expect(mail.text).toContain('https://site.example/certification_institutions/AL0001');
      expect(mail.headers['list-unsubscribe']).toMatch(/^<https:\/\/site\.example\/alerts\/unsubscribe\?t=[^>]+>$/);
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.text).toContain('https://site.example/alerts/manage?t=');
    });

    it('tells of a scope reduced by a staff edit, code by code', async () => {
      const { docs } = await payload.find({ collection: 'accredited-bodies', where: { accreditationNumber: { equals: 'AL0001' } }, depth: 0 });
      const scopes = docs[0]!.scopes ?? [];
      expect(scopes.length).toBeGreaterThan(1);
      const dropped = scopes[0]!.code;
      await payload.update({ collection: 'accredited-bodies', id: docs[0]!.id, overrideAccess: false, user: directory, data: { scopes: scopes.slice(1), confirmNotValid: true } as never });
      const before = mailsTo('buyer@example.invalid').length;
      await tick();
      const mail = mailsTo('buyer@example.invalid').slice(before)[0]!;
      expect(mail.text).toContain(`${today}に認定範囲が縮小されました（${dropped}）`);
    });

    it('sends one mail, not ten, when a certification body’s report ends ten certificates the buyer follows', async () => {
      const bulk = await payload.create({
        collection: 'bulk-checks',
        data: { token: 'alertsbulkcheck0001', numbers: certificates.map((c) => c.certificateNumber).join('\n'), day: '' },
        overrideAccess: true,
      });
      expect(bulk.id).toBeTruthy();
      await subscribeAndConfirm('supplier-watch@example.invalid', 'en', 'bulk', 'alertsbulkcheck0001');
      const before = mailsTo('supplier-watch@example.invalid').length;
      const report = await importReport(csv(certificates.slice(0, 2)), importTarget(payload), {
        receivedOn: today,
        today,
        by: { name: 'directory@example.invalid' },
        confirmEnding: 10,
      });
      expect(report).toMatchObject({ ok: true });
      await tick();
      const mails = mailsTo('supplier-watch@example.invalid').slice(before);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('JAB: 10 updates on what you follow');
      expect(mails[0]!.text.match(/no longer listed in the certification body’s report/g)).toHaveLength(10);
      expect(mails[0]!.text).toContain('Alert Test Organisation 12 (sample) (certificate ALC-012)');
      expect(mails[0]!.text).toContain('from a certification body’s report');
    });

    it('tells of a correction: the change recorded in error no longer counts', async () => {
      const { docs } = await payload.find({ collection: 'validity-history', where: { and: [{ subjectKey: { equals: 'AL0001' } }] }, sort: '-createdAt', limit: 1, depth: 0 });
      await payload.update({
        collection: 'validity-history',
        id: docs[0]!.id,
        overrideAccess: false,
        user: directory,
        data: { enteredInError: true, correctionReason: '別の機関と取り違えました' },
      });
      const before = mailsTo('buyer@example.invalid').length;
      await tick();
      const mail = mailsTo('buyer@example.invalid').slice(before)[0]!;
      expect(mail.text).toContain(`訂正：${today}に記録した変更は入力誤りでした`);
      expect(mail.text).toContain('訂正の理由：別の機関と取り違えました');
    });

    it('tells a list’s follower of a new item in English, and leaves out items published before they confirmed', async () => {
      await payload.create({
        collection: 'news',
        data: { title: 'Alert test notice (sample)', slug: 'alert-test-notice', _status: 'published', publishedAt: new Date().toISOString() } as never,
        locale: 'en',
        overrideAccess: true,
      });
      const before = mailsTo('once@example.invalid').length;
      await tick();
      const mails = mailsTo('once@example.invalid').slice(before);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('JAB: 1 update on what you follow');
      expect(mails[0]!.text).toContain('New in News');
      expect(mails[0]!.text).toContain('https://site.example/en/news/alert-test-notice');
    });

    it('keeps the daily digest until 08:00 in Japan', async () => {
      await subscribeAndConfirm('digest@example.invalid', 'ja', 'certificate', 'ALCB1:ALC-001', 'daily');
      const { docs } = await payload.find({ collection: 'certified-organisations', where: { certificateNumber: { equals: 'ALC-001' } }, depth: 0 });
      await payload.update({ collection: 'certified-organisations', id: docs[0]!.id, data: { decision: 'suspended' }, overrideAccess: true });
      const before = mailsTo('digest@example.invalid').length;
      await tick();
      expect(mailsTo('digest@example.invalid')).toHaveLength(before);
      const eight = nextDigestAt(new Date());
      expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', hour: '2-digit', minute: '2-digit' }).format(eight)).toBe('08:00');
      await deliverAlerts(payload, new Date(eight.getTime() + 1000));
      const mail = mailsTo('digest@example.invalid').slice(before)[0]!;
      expect(mail.text).toContain('一時停止されました');
    });
  });

  describe('leaving, bounces and what is kept', () => {
    it('drops an address after three hard bounces', async () => {
      const subjects = await resolveSubjects(payload, 'list', 'news');
      for (let i = 0; i < 3; i++) {
        await requestAlerts(payload, { address: 'gone@example.invalid', locale: 'ja', frequency: 'immediate', subjects });
        await deliverAlerts(payload);
      }
      const counts = await rowsFor('gone@example.invalid');
      expect(counts).toBe(0);
    });

    it('stops every alert with the one-click POST a mail system sends to List-Unsubscribe (RFC 8058), from anywhere, and erases the address', async () => {
      const { unsubscribeRoutes } = await import('../server/handlers');
      const mail = mailsTo('buyer@example.invalid').at(-1)!;
      const url = /^<(.+)>$/.exec(mail.headers['list-unsubscribe']!)![1]!;
      const manage = readToken(linkIn(mail, '/alerts/manage'))!;
      expect(await addressOf(payload, manage.address)).not.toBeNull();
      // A person following the link is shown their alerts first: a link alone changes nothing.
      const opened = await unsubscribeRoutes('ja').GET(new Request(url));
      expect(opened.status).toBe(303);
      expect(opened.headers.get('location')).toMatch(/^\/alerts\/manage\?t=/);
      expect(await addressOf(payload, manage.address)).not.toBeNull();
      const posted = await unsubscribeRoutes('ja').POST(
        new Request(url, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' } }),
      );
      expect(posted.status).toBe(200);
      expect(await posted.text()).toBe('このアドレスへの通知をすべて停止しました。');
      expect(await addressOf(payload, manage.address)).toBeNull();
      // A link whose signature does not hold is refused.
      const forged = await unsubscribeRoutes('en').POST(new Request(url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')), { method: 'POST', body: 'List-Unsubscribe=One-Click' }));
      expect(forged.status).toBe(400);
    });

    it('changes one alert to daily, stops one, and erases the address with its last', async () => {
      const token = readToken(linkIn(mailsTo('supplier-watch@example.invalid').at(-1)!, '/en/alerts/manage'));
      expect(token?.purpose).toBe('manage');
      const address = (await addressOf(payload, token!.address))!;
      const [first, ...rest] = await subscriptionsOf(payload, address.id);
      expect(await changeSubscription(payload, address.id, first!.id, 'daily')).toBe(true);
      expect((await subscriptionsOf(payload, address.id))[0]!.frequency).toBe('daily');
      // Not another address's alert.
      expect(await changeSubscription(payload, address.id + 1000, first!.id, 'stop')).toBe(false);
      for (const s of [first!, ...rest]) await changeSubscription(payload, address.id, s.id, 'stop');
      expect(await addressOf(payload, token!.address)).toBeNull();
    });

    it('erases an address at the person’s request, by an administrator only, and the audit trail records the request, not the address', async () => {
      const { alertStaffEndpoints } = await import('../payload/staff');
      const erase = alertStaffEndpoints.find((e) => e.path === '/alert-erase')!;
      await subscribeAndConfirm('asks-erasure@example.invalid', 'ja', 'list', 'recruitment');
      const admin = (await payload.find({ collection: 'users', where: { email: { equals: 'first-admin@example.invalid' } }, depth: 0 })).docs[0]!;
      const request = (user: unknown, email: string) => {
        const form = new FormData();
        form.set('email', email);
        return { payload, user, headers: new Headers({ origin: 'https://site.example' }), formData: async () => form } as unknown as Parameters<typeof erase.handler>[0];
      };
      expect((await erase.handler(request(directory, 'asks-erasure@example.invalid'))).status).toBe(403);
      expect(await rowsFor('asks-erasure@example.invalid')).toBe(1);
      const erased = await erase.handler(request(admin, ' Asks-Erasure@Example.invalid '));
      expect(erased.status).toBe(303);
      expect(erased.headers.get('location')).toBe('/admin?alertErase=erased#alerts');
      expect(await rowsFor('asks-erasure@example.invalid')).toBe(0);
      // The same answer for an address that never signed up: the form tells no one who follows what.
      expect((await erase.handler(request(admin, 'never-signed-up@example.invalid'))).headers.get('location')).toBe('/admin?alertErase=erased#alerts');
      const { docs } = await payload.find({ collection: 'audit-log', where: { action: { equals: 'erasedOnRequest' } }, depth: 0, overrideAccess: true });
      expect(docs).toHaveLength(2);
      expect(docs.map((d) => d.actorName)).toEqual(['first-admin@example.invalid', 'first-admin@example.invalid']);
      expect(JSON.stringify(docs)).not.toMatch(/asks-erasure|never-signed-up/);
    });

    it('shows staff counts by kind and language, never an address', async () => {
      const counts = await alertCounts(payload);
      expect(counts.subscriptions).toEqual([
        { kind: 'certificate', locale: 'ja', count: 1 },
        { kind: 'list', locale: 'en', count: 1 },
      ]);
      expect(counts.addresses).toBe(2);
      expect(JSON.stringify(counts)).not.toContain('@');
    });
  });
}

async function rowsFor(address: string): Promise<number> {
  return (await payload.find({ collection: 'alert-addresses', where: { email: { equals: address } }, overrideAccess: true, depth: 0 })).totalDocs;
}
