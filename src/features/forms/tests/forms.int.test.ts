import { createServer } from 'node:net';

import type { Payload } from 'payload';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { saveDraft } from '../server/drafts';
import { deliverPendingMail, deliverSubmissionMail } from '../server/mail/outbox';
import { submitDraft } from '../server/submissions';

import { startTestPayload } from '@tests/support/payload';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

type Received = { from: string; to: string[]; raw: string };

function startSmtp(port: number, inbox: Received[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

let payload: Payload;
let stop: () => Promise<void>;
let port: number;

beforeAll(async () => {
  port = await freePort();
  Object.assign(process.env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(port),
    SMTP_IGNORE_TLS: 'true',
    MAIL_STAFF_TO: 'staff@example.invalid',
    MAIL_LABORATORY_TO: 'lab@example.invalid',
    MAIL_LABORATORY_CC: 'lab-copy@example.invalid',
    MAIL_COMPLAINT_TO: 'complaints@example.invalid',
  });
  ({ payload, stop } = await startTestPayload());
});
afterAll(async () => stop());

const inquiry = {
  name: '見本 太郎',
  nameKana: 'ミホン　タロウ',
  organization: 'サンプル試験所（サンプル）',
  email: 'visitor@example.invalid',
  phone: '03-0000-0000',
  category: 'laboratory',
  subject: '校正の範囲について',
  message: '一行目\n二行目',
  privacy: 'yes',
};

describe('a submission', () => {
  it('is stored before any mail, survives an SMTP outage and is mailed once when SMTP is back', async () => {
    const token = await saveDraft(payload, 'inquiry', inquiry);
    const outcome = await submitDraft(payload, 'inquiry', token, 'ja');
    expect(outcome.status).toBe('created');

    // SMTP is down: nothing is sent, nothing is lost.
    const down = await deliverPendingMail(payload);
    expect(down).toEqual({ sent: 0, failed: 2 });
    const stored = await payload.find({ collection: 'inquiries', where: { draftToken: { equals: token } }, overrideAccess: true });
    expect(stored.docs).toHaveLength(1);
    expect(stored.docs[0]?.staffMail?.status).toBe('pending');
    expect(stored.docs[0]?.staffMail?.attempts).toBe(1);
    expect(stored.docs[0]?.staffMail?.lastError).toBeTruthy();

    // Before the back-off has passed nothing is retried.
    expect(await deliverPendingMail(payload)).toEqual({ sent: 0, failed: 0 });

    const inbox: Received[] = [];
    const smtp = await startSmtp(port, inbox);
    try {
      const later = new Date(Date.now() + 60 * 60 * 1000);
      expect(await deliverPendingMail(payload, later)).toEqual({ sent: 2, failed: 0 });
      expect(await deliverPendingMail(payload, later)).toEqual({ sent: 0, failed: 0 });
      expect(inbox).toHaveLength(2);
      const staff = inbox.find((m) => m.to.includes('lab@example.invalid'));
      expect(staff?.to).toContain('lab-copy@example.invalid');
      expect(staff?.raw).toMatch(/Reply-To: visitor@example.invalid/i);
      const ack = inbox.find((m) => m.to.includes('visitor@example.invalid'));
      expect(ack?.raw).toContain(outcome.status === 'created' ? outcome.receipt : '');
      const sent = await payload.findByID({ collection: 'inquiries', id: stored.docs[0]!.id, overrideAccess: true });
      expect(sent.staffMail?.status).toBe('sent');
      expect(sent.acknowledgementMail?.status).toBe('sent');
    } finally {
      await new Promise((resolve) => smtp.close(() => resolve(null)));
    }
  });

  it('is created once however often its confirmation is posted', async () => {
    const token = await saveDraft(payload, 'inquiry', { ...inquiry, subject: '二重送信の確認' });
    const outcomes = await Promise.all([1, 2, 3].map(() => submitDraft(payload, 'inquiry', token, 'en')));
    const receipts = new Set(outcomes.map((o) => ('receipt' in o ? o.receipt : null)));
    expect(receipts.size).toBe(1);
    const again = await submitDraft(payload, 'inquiry', token, 'en');
    expect(again.status).toBe('existing');
    const { totalDocs } = await payload.count({ collection: 'inquiries', where: { draftToken: { equals: token } }, overrideAccess: true });
    expect(totalDocs).toBe(1);
  });

  it('has its own two mails sent right after it is stored, to the department of its kind', async () => {
    const inbox: Received[] = [];
    const smtp = await startSmtp(port, inbox);
    try {
      const token = await saveDraft(payload, 'complaint', {
        name: '見本 花子',
        nameKana: 'ミホン　ハナコ',
        phone: '03-0000-0000',
        email: 'hanako@example.invalid',
        targetName: 'サンプル検査機関',
        targetKind: 'accreditedBody',
        content: '内容',
        priorComplaint: 'notMade',
        replyWanted: 'wanted',
        privacy: 'yes',
      });
      const outcome = await submitDraft(payload, 'complaint', token, 'en');
      if (outcome.status === 'missing') throw new Error('not stored');
      expect(await deliverSubmissionMail(payload, 'complaint', outcome.receipt)).toEqual({ sent: 2, failed: 0 });
      expect(
        inbox
          .map((m) => m.to)
          .flat()
          .sort(),
      ).toEqual(['complaints@example.invalid', 'hanako@example.invalid']);
      const ack = inbox.find((m) => m.to.includes('hanako@example.invalid'));
      expect(ack?.raw).toContain('Your complaint has been received');
      expect(await deliverSubmissionMail(payload, 'complaint', outcome.receipt)).toEqual({ sent: 0, failed: 0 });
    } finally {
      await new Promise((resolve) => smtp.close(() => resolve(null)));
    }
  });

  it('cannot be made from an unknown or expired confirmation', async () => {
    expect(await submitDraft(payload, 'inquiry', 'f'.repeat(48), 'ja')).toEqual({ status: 'missing' });
  });

  it('keeps mail headers free of injected lines', async () => {
    const inbox: Received[] = [];
    const smtp = await startSmtp(port, inbox);
    try {
      const hostile = { ...inquiry, category: 'other', subject: 'hello\r\nBcc: victim@example.invalid', name: 'x\r\nCc: victim@example.invalid' };
      const token = await saveDraft(payload, 'inquiry', hostile);
      await submitDraft(payload, 'inquiry', token, 'ja');
      await deliverPendingMail(payload, new Date(Date.now() + 2 * 60 * 60 * 1000));
      expect(inbox.length).toBeGreaterThan(0);
      for (const message of inbox) {
        expect(message.to).not.toContain('victim@example.invalid');
        expect(message.raw).not.toMatch(/^(Bcc|Cc): victim/im);
      }
    } finally {
      await new Promise((resolve) => smtp.close(() => resolve(null)));
    }
  });

  it('acknowledges with the receipt number, the category and the date, and none of the text the visitor typed', async () => {
    const inbox: Received[] = [];
    const smtp = await startSmtp(port, inbox);
    try {
      const typed = {
        ...inquiry,
        email: 'relay-target@example.invalid',
        name: 'RELAYNAME',
        organization: 'RELAYORG',
        subject: 'RELAYSUBJECT',
        message: 'RELAYMESSAGE https://spam.invalid',
      };
      const token = await saveDraft(payload, 'inquiry', typed);
      const outcome = await submitDraft(payload, 'inquiry', token, 'en');
      if (outcome.status === 'missing') throw new Error('not stored');
      await deliverSubmissionMail(payload, 'inquiry', outcome.receipt);
      const ack = inbox.find((m) => m.to.includes('relay-target@example.invalid'));
      const staff = inbox.find((m) => m.to.includes('lab@example.invalid'));
      expect(ack?.raw).toContain(outcome.receipt);
      expect(ack?.raw).toMatch(/Category: Accreditation of laboratories/);
      expect(ack?.raw).toMatch(/Received: \d{1,2} [A-Z][a-z]+ \d{4} at \d{1,2}:\d{2} JST/);
      expect(ack?.raw).not.toMatch(/RELAY|spam\.invalid/);
      // Staff are still told (their mail, in Japanese, carries every field; see the tests above).
      expect(staff).toBeDefined();
    } finally {
      await new Promise((resolve) => smtp.close(() => resolve(null)));
    }
  });

  it('sends at most three acknowledgements a day to one address, and still stores and reports every submission', async () => {
    const inbox: Received[] = [];
    const smtp = await startSmtp(port, inbox);
    try {
      const receipts: string[] = [];
      for (const email of ['flood@example.invalid', 'Flood@example.invalid', 'flood@example.invalid', 'FLOOD@example.invalid', 'flood@example.invalid']) {
        const token = await saveDraft(payload, 'inquiry', { ...inquiry, email });
        const outcome = await submitDraft(payload, 'inquiry', token, 'ja');
        if (outcome.status === 'missing') throw new Error('not stored');
        receipts.push(outcome.receipt);
        await deliverSubmissionMail(payload, 'inquiry', outcome.receipt);
      }
      expect(inbox.filter((m) => m.to.some((to) => to.toLowerCase() === 'flood@example.invalid'))).toHaveLength(3);
      expect(inbox.filter((m) => m.to.includes('lab@example.invalid'))).toHaveLength(5);
      const { docs } = await payload.find({ collection: 'inquiries', where: { receiptNumber: { in: receipts } }, overrideAccess: true, sort: 'createdAt' });
      expect(docs.map((d) => d.acknowledgementMail?.status)).toEqual(['sent', 'sent', 'sent', 'skipped', 'skipped']);
    } finally {
      await new Promise((resolve) => smtp.close(() => resolve(null)));
    }
  });

  it('is neither readable nor creatable through the public API', async () => {
    await expect(payload.find({ collection: 'inquiries', overrideAccess: false })).rejects.toThrow();
    await expect(payload.find({ collection: 'complaints', overrideAccess: false })).rejects.toThrow();
    await expect(
      payload.create({ collection: 'inquiries', overrideAccess: false, data: { ...inquiry, receiptNumber: 'X', locale: 'ja', draftToken: 'x' } as never }),
    ).rejects.toThrow();
  });
});
