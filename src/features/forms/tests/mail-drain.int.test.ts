import type { Payload } from 'payload';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { onShutdown, runShutdownHooks } from '@/platform/lifecycle';

import { saveDraft } from '../server/drafts';
import { deliverPendingMail, releaseMailLeases } from '../server/mail/outbox';
import { submitDraft } from '../server/submissions';

import { startTestPayload } from '@tests/support/payload';

/**
 * A server told to stop while it is sending a submission's mail: it takes no new message, and the
 * one it could not finish is handed back, due at once, for another server's outbox, instead of
 * waiting out its five-minute lease. Its own file, because a stopping process stays stopped.
 */

let payload: Payload;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ payload, stop } = await startTestPayload());
});
afterAll(async () => stop());

it('a server that stops hands back the message it could not finish and takes no other', async () => {
  const token = await saveDraft(payload, 'inquiry', {
    name: '見本 太郎',
    nameKana: 'ミホン　タロウ',
    organization: 'サンプル試験所（サンプル）',
    email: 'visitor@example.invalid',
    phone: '03-0000-0000',
    category: 'laboratory',
    subject: '停止時の確認',
    message: '本文',
    privacy: 'yes',
  });
  const outcome = await submitDraft(payload, 'inquiry', token, 'ja');
  if (outcome.status !== 'created') throw new Error('not stored');
  const { docs } = await payload.find({ collection: 'inquiries', where: { receiptNumber: { equals: outcome.receipt } }, overrideAccess: true });
  const id = docs[0]!.id;

  // The SMTP server accepts the connection and never answers: the first message hangs in flight.
  let attempts = 0;
  payload.sendEmail = (() => {
    attempts++;
    return new Promise(() => undefined);
  }) as Payload['sendEmail'];
  void deliverPendingMail(payload);
  const claimed = async () => (await payload.findByID({ collection: 'inquiries', id, overrideAccess: true })).staffMail?.status === 'sending';
  for (let i = 0; i < 100 && !(await claimed()); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await claimed()).toBe(true);

  // The server stops, as src/http-server/index.ts and the instrumentation do it.
  onShutdown('mail outbox', async () => expect(await releaseMailLeases(payload, 300)).toBe(1));
  await runShutdownHooks(5_000);

  const after = await payload.findByID({ collection: 'inquiries', id, overrideAccess: true });
  // Handed back: pending and due now, not leased for five minutes.
  expect(after.staffMail?.status).toBe('pending');
  expect(after.staffMail?.nextAttemptAt ?? null).toBeNull();
  // The acknowledgement was never taken, and a stopping server takes nothing new.
  expect(after.acknowledgementMail?.status).toBe('pending');
  expect(await deliverPendingMail(payload)).toEqual({ sent: 0, failed: 0 });
  expect(attempts).toBe(1);
});
