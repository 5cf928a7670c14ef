import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { runDailyRetention, runRetention } from '@/features/forms/cms';
import type { Complaint, Inquiry, User } from '@/payload-types';
import { todayInJapan } from '@/platform/time/japan';

import type { startTestPayload } from '@tests/support/payload';

/**
 * The retention of the forms' personal data: handled submissions lose their personal fields
 * once their period has passed and stay as statistics, drafts go after a day, and the daily run
 * happens once a day however many processes share the database.
 */

let payload: Payload;
let stop: () => Promise<void>;
let handler: User;

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

let receipts = 0;
const nextReceipt = () => `T-${String(++receipts).padStart(5, '0')}`;

type Status = 'new' | 'inProgress' | 'handled';

const visitor = { name: '見本 太郎', nameKana: 'ミホン タロウ', organization: 'サンプル試験所', email: 'visitor@example.invalid', phone: '03-0000-0000' };

function createInquiry(status: Status): Promise<Inquiry> {
  const receiptNumber = nextReceipt();
  return payload.create({
    collection: 'inquiries',
    overrideAccess: true,
    data: {
      ...visitor,
      receiptNumber,
      draftToken: `token-${receiptNumber}`,
      status,
      locale: 'ja',
      category: 'laboratory',
      subject: '校正の範囲について',
      message: '一行目\n二行目',
      staffNote: '電話で回答済み（見本 太郎 様）',
      staffMail: { status: 'sent', attempts: 1 },
      acknowledgementMail: { status: 'pending', attempts: 2, lastError: '550 visitor@example.invalid: mailbox unavailable' },
    },
  });
}

function createComplaint(status: Status): Promise<Complaint> {
  const receiptNumber = nextReceipt();
  return payload.create({
    collection: 'complaints',
    overrideAccess: true,
    data: {
      ...visitor,
      receiptNumber,
      draftToken: `token-${receiptNumber}`,
      status,
      locale: 'en',
      department: '品質保証部',
      position: '部長',
      targetName: 'サンプル認証機関',
      targetKind: 'accreditedBody',
      content: '審査の進め方について',
      priorComplaint: 'answered',
      priorAnswer: '回答がありました',
      replyWanted: 'wanted',
    },
  });
}

/** Moves a record's dates into the past, underneath the hooks (as time would). */
async function backdate(collection: 'inquiries' | 'complaints' | 'form-drafts', id: number, dates: Record<string, string | null>) {
  await payload.db.updateOne({ collection, id, data: dates });
}

const read = (collection: 'inquiries' | 'complaints', id: number) =>
  payload.findByID({ collection, id, overrideAccess: true, depth: 0 }) as unknown as Promise<Record<string, unknown>>;

async function createDraft(createdAt: string, expiresAt: string): Promise<number> {
  const draft = await payload.create({
    collection: 'form-drafts',
    overrideAccess: true,
    data: { token: `draft-${Math.random().toString(16).slice(2)}`, form: 'inquiry', values: { name: '見本 太郎' }, expiresAt },
  });
  await backdate('form-drafts', draft.id, { createdAt });
  return draft.id;
}

const draftExists = async (id: number) => (await payload.count({ collection: 'form-drafts', where: { id: { equals: id } }, overrideAccess: true })).totalDocs === 1;

const erasures = async () => (await payload.count({ collection: 'audit-log', where: { action: { equals: 'erased' } }, overrideAccess: true })).totalDocs;

/** The whole suite against one database (SQLite or PostgreSQL: see the two test files). */
export function retentionSuite(start: typeof startTestPayload) {
  beforeAll(async () => {
    ({ payload, stop } = await start());
    // The first account is the administrator; the second handles inquiries and nothing else.
    await payload.create({ collection: 'users', data: { email: 'first@example.invalid', password: 'int-test-password' } });
    handler = await payload.create({ collection: 'users', data: { email: 'inquiries@example.invalid', password: 'int-test-password', roles: ['inquiries'] } });
  });
  afterAll(async () => stop());

  describe('the date a submission was handled', () => {
    it('is set when staff mark it handled, kept while it stays handled and cleared when it is reopened', async () => {
      const inquiry = await createInquiry('new');
      expect(inquiry.handledAt ?? null).toBeNull();
      const asHandler = { collection: 'inquiries', id: inquiry.id, overrideAccess: false, user: { ...handler, collection: 'users' } } as const;

      const before = Date.now();
      const handled = await payload.update({ ...asHandler, data: { status: 'handled' } });
      expect(new Date(handled.handledAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(new Date(handled.handledAt!).getTime()).toBeLessThanOrEqual(Date.now() + 1000);

      // Staff cannot write the date themselves, and another change leaves it alone.
      const noted = await payload.update({ ...asHandler, data: { staffNote: '確認しました', handledAt: '2000-01-01T00:00:00.000Z' } });
      expect(noted.handledAt).toBe(handled.handledAt);

      const reopened = await payload.update({ ...asHandler, data: { status: 'inProgress' } });
      expect(reopened.handledAt ?? null).toBeNull();

      const complaint = await createComplaint('inProgress');
      expect(complaint.handledAt ?? null).toBeNull();
      const handledComplaint = await payload.update({ collection: 'complaints', id: complaint.id, overrideAccess: true, data: { status: 'handled' } });
      expect(handledComplaint.handledAt).toBeTruthy();
      const reopenedComplaint = await payload.update({ collection: 'complaints', id: complaint.id, overrideAccess: true, data: { status: 'new' } });
      expect(reopenedComplaint.handledAt ?? null).toBeNull();
    });
  });

  describe('a run', () => {
    it('erases the personal fields of handled submissions past the period, keeps what statistics need, and leaves the others alone', async () => {
      const now = new Date();
      const old = await createInquiry('handled');
      await backdate('inquiries', old.id, { handledAt: daysBefore(now, 1096), createdAt: daysBefore(now, 1100) });
      const inside = await createInquiry('handled');
      await backdate('inquiries', inside.id, { handledAt: daysBefore(now, 1094) });
      const unhandled = await createInquiry('inProgress');
      await backdate('inquiries', unhandled.id, { createdAt: daysBefore(now, 2000), updatedAt: daysBefore(now, 2000) });
      // Handled before the date was recorded: counted from its last change, which becomes its date.
      const undated = await createInquiry('handled');
      await backdate('inquiries', undated.id, { handledAt: null, updatedAt: daysBefore(now, 1100) });
      const oldComplaint = await createComplaint('handled');
      await backdate('complaints', oldComplaint.id, { handledAt: daysBefore(now, 1200) });
      const insideComplaint = await createComplaint('handled');
      await backdate('complaints', insideComplaint.id, { handledAt: daysBefore(now, 1000) });
      const oldOpenComplaint = await createComplaint('new');
      await backdate('complaints', oldOpenComplaint.id, { createdAt: daysBefore(now, 2000), updatedAt: daysBefore(now, 2000) });

      const entriesBefore = await erasures();
      expect(await runRetention(payload, now)).toMatchObject({ inquiries: 2, complaints: 1 });

      const erased = await read('inquiries', old.id);
      for (const field of ['name', 'nameKana', 'organization', 'email', 'phone', 'subject', 'message', 'staffNote']) expect(erased[field] ?? null, field).toBeNull();
      expect(erased).toMatchObject({
        receiptNumber: old.receiptNumber,
        status: 'handled',
        locale: 'ja',
        category: 'laboratory',
        handledAt: daysBefore(now, 1096),
        createdAt: daysBefore(now, 1100),
        personalDataErasedAt: now.toISOString(),
        staffMail: { status: 'sent', attempts: 1 },
        acknowledgementMail: { status: 'pending', attempts: 2 },
      });
      expect((erased.acknowledgementMail as { lastError?: string | null }).lastError ?? null).toBeNull();

      expect(await read('inquiries', undated.id)).toMatchObject({ name: null, handledAt: daysBefore(now, 1100), personalDataErasedAt: now.toISOString() });

      for (const id of [inside.id, unhandled.id]) {
        expect(await read('inquiries', id)).toMatchObject({ name: visitor.name, email: visitor.email, message: '一行目\n二行目', personalDataErasedAt: null });
      }

      const erasedComplaint = await read('complaints', oldComplaint.id);
      for (const field of ['name', 'nameKana', 'organization', 'department', 'position', 'phone', 'email', 'content', 'priorAnswer', 'staffNote']) {
        expect(erasedComplaint[field] ?? null, field).toBeNull();
      }
      expect(erasedComplaint).toMatchObject({
        receiptNumber: oldComplaint.receiptNumber,
        status: 'handled',
        locale: 'en',
        targetName: 'サンプル認証機関',
        targetKind: 'accreditedBody',
        priorComplaint: 'answered',
        replyWanted: 'wanted',
        handledAt: daysBefore(now, 1200),
        personalDataErasedAt: now.toISOString(),
      });
      for (const id of [insideComplaint.id, oldOpenComplaint.id]) {
        expect(await read('complaints', id)).toMatchObject({ name: visitor.name, content: '審査の進め方について', personalDataErasedAt: null });
      }

      // One entry in the audit trail for the run, naming the receipts.
      expect(await erasures()).toBe(entriesBefore + 1);
      const { docs } = await payload.find({ collection: 'audit-log', where: { action: { equals: 'erased' } }, sort: '-createdAt', limit: 1, overrideAccess: true });
      expect(docs[0]).toMatchObject({ actorName: 'サイトの自動処理 / site job' });
      expect(docs[0]!.summary).toContain('お問い合わせ 2件、苦情 1件');
      expect(docs[0]!.summary).toContain('2 inquiries, 1 complaint');
      expect(docs[0]!.detail).toMatchObject({ inquiryReceipts: [old.receiptNumber, undated.receiptNumber], complaintReceipts: [oldComplaint.receiptNumber] });

      // Nothing more to do: no change, no entry.
      expect(await runRetention(payload, now)).toEqual({ drafts: 0, inquiries: 0, complaints: 0 });
      expect(await erasures()).toBe(entriesBefore + 1);
    });

    it('deletes the drafts older than a day and those that have expired, and keeps fresh ones', async () => {
      const now = new Date();
      const later = new Date(now.getTime() + DAY_MS).toISOString();
      const old = await createDraft(daysBefore(now, 1.5), later);
      const expired = await createDraft(daysBefore(now, 0.5), daysBefore(now, 0.01));
      const fresh = await createDraft(daysBefore(now, 0.5), later);
      expect(await runRetention(payload, now)).toEqual({ drafts: 2, inquiries: 0, complaints: 0 });
      expect(await draftExists(old)).toBe(false);
      expect(await draftExists(expired)).toBe(false);
      expect(await draftExists(fresh)).toBe(true);
      const { docs } = await payload.find({ collection: 'audit-log', where: { action: { equals: 'erased' } }, sort: '-createdAt', limit: 1, overrideAccess: true });
      expect(docs[0]!.summary).toContain('入力途中 2件');
    });
  });

  describe('the daily run', () => {
    it('runs once a day however many processes try at once, and again the next day', async () => {
      // Noon in Japan today, so that an hour later is still the same day whenever the suite runs
      // (with the clock's own time, it failed from 23:00 to midnight in Japan).
      const now = new Date(`${todayInJapan()}T12:00:00+09:00`);
      const day = todayInJapan(now);
      // Nobody has saved the retention settings yet: the run makes their row, then claims the day.
      const first = await Promise.all([runDailyRetention(payload, now), runDailyRetention(payload, now), runDailyRetention(payload, now)]);
      expect(first.filter((run) => run.ran)).toHaveLength(1);
      expect(first.every((run) => run.day === day)).toBe(true);
      const settings = await payload.findGlobal({ slug: 'retention', overrideAccess: true });
      expect(settings).toMatchObject({ lastRunOn: day, draftDays: 1, handledSubmissionDays: 1095 });
      expect(settings.lastRunReport).toBeTruthy();

      expect(await runDailyRetention(payload, new Date(now.getTime() + 60 * 60 * 1000))).toMatchObject({ ran: false });

      const tomorrow = new Date(now.getTime() + DAY_MS);
      const second = await Promise.all([runDailyRetention(payload, tomorrow), runDailyRetention(payload, tomorrow)]);
      expect(second.filter((run) => run.ran)).toHaveLength(1);
      expect((await payload.findGlobal({ slug: 'retention', overrideAccess: true })).lastRunOn).toBe(todayInJapan(tomorrow));

      // The operators' command runs whatever the day.
      expect(await runDailyRetention(payload, tomorrow, { force: true })).toMatchObject({ ran: true });
    });
  });

  describe('the periods set in /admin', () => {
    it('are the ones applied', async () => {
      await payload.updateGlobal({ slug: 'retention', overrideAccess: true, data: { draftDays: 2, handledSubmissionDays: 30 } });
      const now = new Date();
      const month = await createInquiry('handled');
      await backdate('inquiries', month.id, { handledAt: daysBefore(now, 31) });
      const weeks = await createInquiry('handled');
      await backdate('inquiries', weeks.id, { handledAt: daysBefore(now, 29) });
      const draft = await createDraft(daysBefore(now, 1.5), new Date(now.getTime() + DAY_MS).toISOString());

      const report = await runRetention(payload, now);
      expect(report.inquiries).toBeGreaterThanOrEqual(1);
      expect((await read('inquiries', month.id)).personalDataErasedAt).toBe(now.toISOString());
      expect((await read('inquiries', weeks.id)).personalDataErasedAt).toBeNull();
      expect(await draftExists(draft)).toBe(true);

      await payload.updateGlobal({ slug: 'retention', overrideAccess: true, data: { draftDays: 1, handledSubmissionDays: 1095 } });
    });
  });
}
