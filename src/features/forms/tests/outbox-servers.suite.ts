import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Payload } from 'payload';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { startTestPayload } from '@tests/support/payload';
import { startWorker as startWorkerProcess } from '@tests/support/workerProcess';
import { freePort } from '@tests/support/redis';

/**
 * The mail outbox on several app servers at once: two processes run it together against one
 * database, as two servers' timers would, and every message of every submission reaches the
 * SMTP server exactly once. What makes it so is the lease on each message, one conditional
 * UPDATE that only one process can win (features/forms/server/mail/outbox.ts).
 */

const INQUIRIES = 20;
const COMPLAINTS = 10;

type Result = { sent: number; failed: number; runs: number };

function startSmtp(port: number, messageIds: string[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        messageIds.push(/^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? '(none)');
        // A little slower than a local relay, so the two outboxes overlap.
        setTimeout(callback, 5);
      });
    },
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** Starts one outbox worker; resolves when its Payload is up, with a promise of its result. */
const startWorker = (env: NodeJS.ProcessEnv) => startWorkerProcess<Result>('tests/support/outbox-worker.ts', 'OUTBOX', env);

export function outboxServersSuite(start: typeof startTestPayload) {
  let payload: Payload;
  let stop: () => Promise<void>;
  let smtp: SMTPServer;
  let smtpPort: number;
  const messageIds: string[] = [];
  const dirs: string[] = [];
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    smtpPort = await freePort();
    smtp = await startSmtp(smtpPort, messageIds);
    ({ payload, stop } = await start());
  });
  afterAll(async () => {
    for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGKILL');
    await stop?.();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  describe('the mail outbox on two servers at once', () => {
    // Two more processes each load the whole CMS (about 10 s alone, over 30 s on a loaded two-core machine).
    it('sends each message of each submission exactly once', async () => {
      const expected: string[] = [];
      for (let i = 1; i <= INQUIRIES + COMPLAINTS; i++) {
        const receiptNumber = `S-${String(i).padStart(5, '0')}`;
        const common = {
          name: '見本 太郎',
          nameKana: 'ミホン タロウ',
          organization: 'サンプル試験所',
          // One address each: the daily limit of acknowledgements to one address is not what this tests.
          email: `visitor-${i}@example.invalid`,
          phone: '03-0000-0000',
          receiptNumber,
          draftToken: `token-${receiptNumber}`,
          status: 'new' as const,
          staffMail: { status: 'pending' as const, attempts: 0 },
          acknowledgementMail: { status: 'pending' as const, attempts: 0 },
        };
        if (i <= INQUIRIES) {
          await payload.create({
            collection: 'inquiries',
            overrideAccess: true,
            data: { ...common, locale: 'ja', category: 'laboratory', subject: '校正の範囲について', message: '一行目' },
          });
        } else {
          await payload.create({
            collection: 'complaints',
            overrideAccess: true,
            data: {
              ...common,
              locale: 'en',
              department: '品質保証部',
              position: '部長',
              targetName: 'サンプル認証機関',
              targetKind: 'accreditedBody',
              content: '審査の進め方について',
              priorComplaint: 'notMade',
              replyWanted: 'wanted',
            },
          });
        }
        expected.push(`<${receiptNumber}.staff@website.invalid>`, `<${receiptNumber}.ack@website.invalid>`);
      }

      // Two servers: the same database, each its own data folder (their own uploads and secret file).
      const started = await Promise.all(
        [1, 2].map(() => {
          const dir = mkdtempSync(path.join(tmpdir(), 'site-outbox-'));
          dirs.push(dir);
          return startWorker({
            ...process.env,
            DATA_DIR: dir,
            DATABASE_URL: process.env.DATABASE_URL,
            PAYLOAD_SECRET: process.env.PAYLOAD_SECRET,
            SMTP_HOST: '127.0.0.1',
            SMTP_PORT: String(smtpPort),
            SMTP_IGNORE_TLS: 'true',
            MAIL_STAFF_TO: 'staff@example.invalid',
            MAIL_MESSAGE_ID_DOMAIN: 'website.invalid',
          });
        }),
      );
      workers.push(...started.map((w) => w.child));
      // Both are up: let them go at the same moment.
      for (const { child } of started) child.stdin!.write('go\n');
      const results = await Promise.all(started.map((w) => w.result));

      expect(results.map((r) => r!.failed)).toEqual([0, 0]);
      expect(results[0]!.sent + results[1]!.sent).toBe(expected.length);
      // They did overlap: each sent part of the mail.
      expect(results[0]!.sent).toBeGreaterThan(0);
      expect(results[1]!.sent).toBeGreaterThan(0);

      // Exactly once: every message arrived, none twice.
      const twice = messageIds.filter((id, i) => messageIds.indexOf(id) !== i);
      expect(twice).toEqual([]);
      expect([...messageIds].sort()).toEqual([...expected].sort());

      for (const collection of ['inquiries', 'complaints'] as const) {
        const { docs } = await payload.find({ collection, limit: 100, depth: 0, overrideAccess: true });
        for (const doc of docs) {
          expect([doc.staffMail?.status, doc.staffMail?.attempts, doc.acknowledgementMail?.status, doc.acknowledgementMail?.attempts], doc.receiptNumber).toEqual([
            'sent',
            1,
            'sent',
            1,
          ]);
        }
      }
    }, 150_000);
  });
}
