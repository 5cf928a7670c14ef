import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { generateSampleAccreditedBodies, importAccreditedBodies } from '@/features/accredited-bodies/cms';
import { todayInJapan } from '@/platform/time/japan';

import { freePort } from '@tests/support/redis';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '@tests/support/smtpSink';
import type { startTestPayload } from '@tests/support/payload';
import { startWorker as startWorkerProcess } from '@tests/support/workerProcess';

import { write } from '../server/store';
import { resolveSubjects } from '../server/subjects';
import { requestAlerts } from '../server/subscribe';

/**
 * Alerts on two app servers at once, through an SMTP outage and a crash: two processes run the
 * timer's jobs against one database while the SMTP server is down, then up; one of them is
 * killed while it sends. Every subscriber gets the change in one mail, never two different mails
 * for it; a mail the killed server may have handed over just before it died is sent again with
 * the same Message-ID, which is how a receiving server knows it for a repeat.
 */

const SUBSCRIBERS = 40;

type Result = { sent: number; failed: number; runs: number };

const startWorker = (env: NodeJS.ProcessEnv) => startWorkerProcess<Result>('tests/support/alerts-worker.ts', 'ALERTS', env);

export function alertServersSuite(start: typeof startTestPayload) {
  let payload: Payload;
  let stop: () => Promise<void>;
  let smtp: SmtpSink | undefined;
  const inbox: ReceivedMail[] = [];
  const dirs: string[] = [];
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    ({ payload, stop } = await start());
  }, 120_000);
  afterAll(async () => {
    for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGKILL');
    await stop?.();
    await smtp?.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  describe('alerts on two servers, through an SMTP outage and a crash', () => {
    it('tells each subscriber of the change in one mail', async () => {
      const [sample] = generateSampleAccreditedBodies(1, { seed: 5 });
      await importAccreditedBodies(payload, [{ ...sample!, accreditationNumber: 'SV0001', initialDate: '2018-04-01', expiryDate: '2099-03-31', suspensionStart: undefined, suspensionEnd: undefined, endedOn: undefined, endKind: undefined }]);
      const subjects = await resolveSubjects(payload, 'body', 'SV0001');
      const past = new Date(Date.now() - 60_000).toISOString();
      for (let i = 1; i <= SUBSCRIBERS; i++) {
        await requestAlerts(payload, { address: `watcher-${i}@example.invalid`, locale: i % 2 ? 'ja' : 'en', frequency: 'immediate', subjects });
      }
      // Confirmed a minute ago; their confirmation mails are not what this tests.
      await write(payload, `UPDATE alert_subscriptions SET confirmed_at = ?, nonce = NULL`, [past]);
      await write(payload, `DELETE FROM alert_queue`);
      // The change: the body is suspended by a staff edit.
      const { docs } = await payload.find({ collection: 'accredited-bodies', where: { accreditationNumber: { equals: 'SV0001' } }, depth: 0 });
      await payload.update({ collection: 'accredited-bodies', id: docs[0]!.id, data: { suspensionStart: todayInJapan(), confirmNotValid: true } as never, overrideAccess: true });

      // The SMTP server is down when the two servers start.
      const smtpPort = await freePort();
      const started = await Promise.all(
        [1, 2].map(() => {
          const dir = mkdtempSync(path.join(tmpdir(), 'site-alerts-'));
          dirs.push(dir);
          return startWorker({
            ...process.env,
            DATA_DIR: dir,
            DATABASE_URL: process.env.DATABASE_URL,
            PAYLOAD_SECRET: process.env.PAYLOAD_SECRET,
            SMTP_HOST: '127.0.0.1',
            SMTP_PORT: String(smtpPort),
            SMTP_IGNORE_TLS: 'true',
            MAIL_MESSAGE_ID_DOMAIN: 'website.invalid',
            ALERT_RETRY_BASE_MS: '300',
            ALERT_LEASE_MS: '3000',
            SMTP_MAX_CONNECTIONS: '4',
          });
        }),
      );
      workers.push(...started.map((w) => w.child));
      for (const { child } of started) child.stdin!.write('go\n');
      // Down for two seconds: every try fails and waits its turn.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const failedWhileDown = await payload.count({ collection: 'alert-queue', where: { and: [{ status: { equals: 'pending' } }, { attempts: { greater_than: 0 } }] }, overrideAccess: true });
      expect(failedWhileDown.totalDocs).toBeGreaterThan(0);
      expect(inbox).toHaveLength(0);
      smtp = await startSmtpSink(smtpPort, inbox);
      // One server dies while the mail goes out.
      const killer = setInterval(() => {
        if (inbox.length >= 5 && started[0]!.child.exitCode === null) started[0]!.child.kill('SIGKILL');
      }, 5);
      const [killed, survivor] = await Promise.all(started.map((w) => w.result));
      clearInterval(killer);
      expect(killed).toBeNull();
      expect(survivor!.sent).toBeGreaterThan(0);

      // Every subscriber has the change; no one has two different mails for it.
      const byAddress = new Map<string, Set<string>>();
      for (const mail of inbox) for (const to of mail.to) byAddress.set(to, (byAddress.get(to) ?? new Set()).add(mail.messageId));
      expect(byAddress.size).toBe(SUBSCRIBERS);
      expect([...byAddress.values()].filter((ids) => ids.size !== 1)).toEqual([]);
      const repeats = inbox.length - SUBSCRIBERS;
      // At most those the killed server was handing over as it died: one per SMTP connection it
      // sends over at once (SMTP_MAX_CONNECTIONS, 4), each again with its Message-ID (checked above).
      expect(repeats).toBeLessThanOrEqual(4);
      expect(inbox.find((m) => m.to[0] === 'watcher-1@example.invalid')!.text).toContain('一時停止されました');
      expect(inbox.find((m) => m.to[0] === 'watcher-2@example.invalid')!.text).toContain('Suspended from');
      const left = await payload.count({ collection: 'alert-queue', where: { status: { in: ['pending', 'sending'] } }, overrideAccess: true });
      expect(left.totalDocs).toBe(0);
    }, 150_000);
  });
}
