import type { Payload, Where } from 'payload';

import { recordAudit, SITE_JOB } from '@/features/back-office/cms';
import { atomicUpdate } from '@/platform/cms/atomicUpdate';
import { todayInJapan } from '@/platform/time/japan';

import { ERASING_PERSONAL_DATA } from '../payload/handledAt';
import { DEFAULT_DRAFT_DAYS, DEFAULT_HANDLED_DAYS } from '../payload/retention';
import { type FormKind, formKinds, submissionCollection } from '../registry';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the visitor told about themselves, field by field: erased once the retention period of a
 * handled submission has passed. Everything else stays for statistics (receipt, handling,
 * language, category, the subject of a complaint and its kind, the dates and the mail states).
 */
export const personalFields = {
  inquiry: ['name', 'nameKana', 'organization', 'email', 'phone', 'subject', 'message', 'staffNote'],
  complaint: ['name', 'nameKana', 'organization', 'department', 'position', 'phone', 'email', 'content', 'priorAnswer', 'staffNote'],
} as const satisfies Record<FormKind, readonly string[]>;

/** How many records one run erased (submissions) or deleted (drafts). */
export type RetentionReport = { drafts: number; inquiries: number; complaints: number };

export type RetentionSettings = { draftDays: number; handledSubmissionDays: number };

/** The periods set in /admin, or the defaults while nobody has saved them. */
export async function retentionSettings(payload: Payload): Promise<RetentionSettings> {
  const global = (await payload.findGlobal({ slug: 'retention', depth: 0, overrideAccess: true })) as Partial<RetentionSettings>;
  const days = (value: unknown, fallback: number) => (typeof value === 'number' && value > 0 ? value : fallback);
  return {
    draftDays: days(global.draftDays, DEFAULT_DRAFT_DAYS),
    handledSubmissionDays: days(global.handledSubmissionDays, DEFAULT_HANDLED_DAYS),
  };
}

const count = (n: number, ja: string, one: string, many: string) => ({ ja: `${ja} ${n}件`, en: `${n} ${n === 1 ? one : many}` });

/** One line in both languages, for the audit trail and the retention settings' "last run". */
export function retentionSummary(report: RetentionReport): string {
  if (!report.drafts && !report.inquiries && !report.complaints) return '保存期間を過ぎた個人情報はありませんでした / Nothing had passed its retention period';
  const parts = [
    count(report.inquiries, 'お問い合わせ', 'inquiry', 'inquiries'),
    count(report.complaints, '苦情', 'complaint', 'complaints'),
    count(report.drafts, '入力途中', 'draft', 'drafts'),
  ];
  return `保存期間を過ぎた個人情報を消去：${parts.map((p) => p.ja).join('、')} / Erased after the retention period: ${parts.map((p) => p.en).join(', ')}`;
}

/** Deletes the drafts older than the period, and any that have expired (24 hours after they were last saved). */
async function deleteOldDrafts(payload: Payload, settings: RetentionSettings, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - settings.draftDays * DAY_MS).toISOString();
  const { docs } = await payload.delete({
    collection: 'form-drafts',
    where: { or: [{ createdAt: { less_than: cutoff } }, { expiresAt: { less_than: now.toISOString() } }] },
    overrideAccess: true,
    depth: 0,
    select: { token: true },
  });
  return docs.length;
}

/** A personal field of either form. */
type PersonalField = (typeof personalFields)[FormKind][number];

/**
 * Erases the personal fields of the handled submissions of one form whose period has passed,
 * counted from `handledAt` (or, for a submission handled before that field existed, from its
 * last change). Submissions not yet handled are never touched. Returns the receipt numbers.
 */
async function eraseHandledSubmissions(payload: Payload, kind: FormKind, settings: RetentionSettings, now: Date): Promise<string[]> {
  const collection = submissionCollection[kind];
  const cutoff = new Date(now.getTime() - settings.handledSubmissionDays * DAY_MS).toISOString();
  const erased: string[] = [];
  const cleared: Partial<Record<PersonalField, null>> = {};
  for (const field of personalFields[kind]) cleared[field] = null;
  let lastId = 0;
  for (;;) {
    const where: Where = {
      and: [
        { status: { equals: 'handled' } },
        { personalDataErasedAt: { exists: false } },
        { or: [{ handledAt: { less_than: cutoff } }, { and: [{ handledAt: { exists: false } }, { updatedAt: { less_than: cutoff } }] }] },
        // By id, so a record that fails to be written is not found again and again.
        { id: { greater_than: lastId } },
      ],
    };
    const { docs } = await payload.find({ collection, where, sort: 'id', limit: 100, depth: 0, overrideAccess: true });
    if (!docs.length) return erased;
    for (const doc of docs) {
      lastId = doc.id;
      await payload.update({
        collection,
        id: doc.id,
        data: {
          ...cleared,
          personalDataErasedAt: now.toISOString(),
          // The day it was handled stays for statistics, even when it was never recorded.
          handledAt: doc.handledAt ?? doc.updatedAt,
          // A failed delivery's message can name the visitor's address.
          staffMail: { ...doc.staffMail, lastError: null },
          acknowledgementMail: { ...doc.acknowledgementMail, lastError: null },
        },
        overrideAccess: true,
        depth: 0,
        context: { [ERASING_PERSONAL_DATA]: true },
      });
      erased.push(doc.receiptNumber);
    }
  }
}

/**
 * Applies the retention periods once: deletes old form drafts and erases the personal fields of
 * handled submissions past their period, keeping each record for statistics. A run that changed
 * anything adds one entry to the audit trail, with the receipt numbers it erased.
 */
export async function runRetention(payload: Payload, now = new Date()): Promise<RetentionReport> {
  const settings = await retentionSettings(payload);
  const drafts = await deleteOldDrafts(payload, settings, now);
  const receipts: Record<FormKind, string[]> = { inquiry: [], complaint: [] };
  for (const kind of formKinds) receipts[kind] = await eraseHandledSubmissions(payload, kind, settings, now);
  const report: RetentionReport = { drafts, inquiries: receipts.inquiry.length, complaints: receipts.complaint.length };
  if (drafts || report.inquiries || report.complaints) {
    await recordAudit(payload, {
      action: 'erased',
      summary: retentionSummary(report),
      actorName: SITE_JOB,
      detail: {
        ...report,
        draftDays: settings.draftDays,
        handledSubmissionDays: settings.handledSubmissionDays,
        inquiryReceipts: receipts.inquiry,
        complaintReceipts: receipts.complaint,
      },
    });
  }
  return report;
}

export type DailyRetention = { day: string; ran: false } | { day: string; ran: true; report: RetentionReport };

/**
 * The daily run: the first process to claim the day in Japan runs the job, every other process
 * (another app server on the same database, or the same server's next hourly check) finds the
 * day taken and does nothing. The claim is one conditional `UPDATE` of the retention settings'
 * row. Payload writes a global's row only when it is first saved, so the run first makes it
 * when it is missing, with the database's defaults (the default periods), in one statement that
 * two processes starting together cannot both carry out: a second row would split the settings
 * and the claim. With `force` (the operators' command), it runs whether or not the day was
 * taken, and takes it.
 */
export async function runDailyRetention(payload: Payload, now = new Date(), { force = false } = {}): Promise<DailyRetention> {
  const day = todayInJapan(now);
  const context = { [ERASING_PERSONAL_DATA]: true };
  await atomicUpdate(payload, `INSERT INTO "retention" ("id", "updated_at", "created_at") SELECT 1, ?, ? WHERE NOT EXISTS (SELECT 1 FROM "retention") ON CONFLICT DO NOTHING`, [
    new Date().toISOString(),
    new Date().toISOString(),
  ]);
  // The row Payload reads, should an older database hold more than one.
  const row = `"id" = (SELECT MIN("id") FROM "retention")`;
  const claimed = force
    ? await atomicUpdate(payload, `UPDATE "retention" SET "last_run_on" = ? WHERE ${row}`, [day])
    : await atomicUpdate(payload, `UPDATE "retention" SET "last_run_on" = ? WHERE ${row} AND ("last_run_on" IS NULL OR "last_run_on" < ?)`, [day, day]);
  if (claimed !== 1) return { day, ran: false };
  const writeReport = (lastRunReport: string) => payload.updateGlobal({ slug: 'retention', data: { lastRunReport }, overrideAccess: true, depth: 0, context });
  try {
    const report = await runRetention(payload, now);
    await writeReport(retentionSummary(report));
    return { day, ran: true, report };
  } catch (error) {
    // The day stays claimed: tomorrow's run takes up what this one left.
    await writeReport(`失敗しました / Failed: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500)).catch(() => undefined);
    throw error;
  }
}
