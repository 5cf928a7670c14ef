import type { Payload } from 'payload';

import { atomicUpdate } from '@/platform/cms/atomicUpdate';
import { allowances } from '@/platform/http/rateLimit';
import { isStopping } from '@/platform/lifecycle';
import { processWide } from '@/platform/processWide';

import { type FormKind, formKinds, submissionCollection } from '../../registry';
import { acknowledgement, type MailMessage, staffNotification, type Submission } from './compose';

const roles = [
  { field: 'staffMail', column: 'staff_mail', compose: staffNotification },
  { field: 'acknowledgementMail', column: 'acknowledgement_mail', compose: acknowledgement },
] as const;

/** While one process sends a message, others leave it alone for this long. */
const LEASE_MS = 5 * 60 * 1000;

/** Waiting time before the next try: 15 s, 30 s, 1 min … at most 15 min. */
export function backoffMs(attempts: number): number {
  return Math.min(15_000 * 2 ** Math.max(0, attempts - 1), 15 * 60 * 1000);
}

export type DeliveryReport = { sent: number; failed: number };

/** A message this process has claimed and not yet recorded as sent, failed or skipped. */
type Held = { table: string; column: string; id: number | string; lease: string };

/**
 * The messages this process holds, shared by every copy of this module in the process (Next
 * bundles the instrumentation's timer and the form actions separately), so that a server that
 * stops can hand back what it holds (releaseMailLeases).
 */
function held(): Map<string, Held> {
  return processWide('mail-held', () => new Map<string, Held>());
}

/**
 * Atomically takes one message for sending: only one process (or server) wins, so a message is
 * sent once even when several outbox runs overlap. A process that is stopping takes nothing new.
 */
async function claim(payload: Payload, table: string, column: string, id: number | string, now: Date): Promise<Held | undefined> {
  if (isStopping()) return undefined;
  const lease = new Date(now.getTime() + LEASE_MS).toISOString();
  const nowIso = now.toISOString();
  const status = `${column}_status`;
  const next = `${column}_next_attempt_at`;
  const condition = `"id" = ? AND (("${status}" = 'pending' AND ("${next}" IS NULL OR "${next}" <= ?)) OR ("${status}" = 'sending' AND "${next}" <= ?))`;
  const statement = `UPDATE "${table}" SET "${status}" = 'sending', "${next}" = ? WHERE ${condition}`;
  if ((await atomicUpdate(payload, statement, [lease, id, nowIso, nowIso])) !== 1) return undefined;
  const message = { table, column, id, lease };
  held().set(`${table}:${column}:${id}`, message);
  return message;
}

/**
 * For a server that is stopping: takes no new message, waits up to `waitMs` for the messages it
 * is sending, then hands back those still unfinished (status pending, due at once) so another
 * server sends them at its next outbox run instead of after the 5-minute lease. Only a lease that
 * is still this process's own is handed back. Resolves with how many were handed back.
 */
export async function releaseMailLeases(payload: Payload, waitMs: number): Promise<number> {
  const until = Date.now() + waitMs;
  while (held().size > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  let released = 0;
  for (const [key, { table, column, id, lease }] of held()) {
    const status = `${column}_status`;
    const next = `${column}_next_attempt_at`;
    const statement = `UPDATE "${table}" SET "${status}" = 'pending', "${next}" = NULL WHERE "id" = ? AND "${status}" = 'sending' AND "${next}" = ?`;
    released += await atomicUpdate(payload, statement, [id, lease]);
    held().delete(key);
  }
  return released;
}

async function send(payload: Payload, message: MailMessage) {
  await payload.sendEmail({
    to: message.to,
    cc: message.cc.length ? message.cc : undefined,
    replyTo: message.replyTo || undefined,
    subject: message.subject,
    text: message.text,
    messageId: message.messageId,
  });
}

type Role = (typeof roles)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Acknowledgements sent to one address in the last day, over both forms. */
async function acknowledgementsSentTo(payload: Payload, email: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  let sent = 0;
  for (const kind of formKinds as readonly FormKind[]) {
    const { docs } = await payload.find({
      collection: submissionCollection[kind],
      where: { and: [{ email: { like: email } }, { 'acknowledgementMail.status': { equals: 'sent' } }, { 'acknowledgementMail.sentAt': { greater_than: since } }] },
      limit: 100,
      depth: 0,
      overrideAccess: true,
      select: { email: true },
    });
    sent += docs.filter((doc) => String(doc.email).toLowerCase() === email.toLowerCase()).length;
  }
  return sent;
}

/**
 * A form can name any address, so at most a few acknowledgements go to one address a day; the
 * submission itself is kept and staff are told as usual.
 */
async function overDailyLimit(payload: Payload, role: Role, doc: Submission, now: Date): Promise<boolean> {
  if (role.field !== 'acknowledgementMail') return false;
  return (await acknowledgementsSentTo(payload, String(doc.email ?? ''), now)) >= allowances.acknowledgements().points;
}

/** Claims, sends and records one message of one submission; false when another run had it. */
async function deliverOne(payload: Payload, kind: FormKind, role: Role, doc: Submission, now: Date, report: DeliveryReport) {
  const collection = submissionCollection[kind];
  const message = await claim(payload, collection, role.column, doc.id, now);
  if (!message) return;
  try {
    await deliverClaimed(payload, kind, role, doc, now, report);
  } finally {
    held().delete(`${message.table}:${message.column}:${message.id}`);
  }
}

async function deliverClaimed(payload: Payload, kind: FormKind, role: Role, doc: Submission, now: Date, report: DeliveryReport) {
  const collection = submissionCollection[kind];
  const state = doc[role.field];
  const attempts = (state?.attempts ?? 0) + 1;
  if (await overDailyLimit(payload, role, doc, now)) {
    await payload.update({
      collection,
      id: doc.id,
      data: { [role.field]: { status: 'skipped', attempts: state?.attempts ?? 0, nextAttemptAt: null, lastError: 'Daily limit of acknowledgements to this address reached' } },
      overrideAccess: true,
    });
    return;
  }
  try {
    await send(payload, await role.compose(kind, doc));
    await payload.update({
      collection,
      id: doc.id,
      data: { [role.field]: { status: 'sent', attempts, sentAt: new Date().toISOString(), nextAttemptAt: null, lastError: null } },
      overrideAccess: true,
    });
    report.sent++;
  } catch (error) {
    await payload.update({
      collection,
      id: doc.id,
      data: {
        [role.field]: {
          status: 'pending',
          attempts,
          nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)).toISOString(),
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
        },
      },
      overrideAccess: true,
    });
    report.failed++;
  }
}

/** Right after a submission is stored: its own two messages, without scanning the outbox. */
export async function deliverSubmissionMail(payload: Payload, kind: FormKind, receiptNumber: string, now = new Date()): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0 };
  const { docs } = await payload.find({
    collection: submissionCollection[kind],
    where: { receiptNumber: { equals: receiptNumber } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  });
  const doc = docs[0];
  if (!doc) return report;
  for (const role of roles) await deliverOne(payload, kind, role, doc, now, report);
  return report;
}

/** Sends every message that is due, records each outcome on its submission, and reports the counts. */
export async function deliverPendingMail(payload: Payload, now = new Date()): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0 };
  const nowIso = now.toISOString();
  for (const kind of formKinds as readonly FormKind[]) {
    const collection = submissionCollection[kind];
    for (const role of roles) {
      const due = await payload.find({
        collection,
        where: {
          or: [
            {
              and: [
                { [`${role.field}.status`]: { equals: 'pending' } },
                { or: [{ [`${role.field}.nextAttemptAt`]: { exists: false } }, { [`${role.field}.nextAttemptAt`]: { less_than_equal: nowIso } }] },
              ],
            },
            { and: [{ [`${role.field}.status`]: { equals: 'sending' } }, { [`${role.field}.nextAttemptAt`]: { less_than_equal: nowIso } }] },
          ],
        },
        limit: 100,
        depth: 0,
        sort: 'createdAt',
        overrideAccess: true,
      });
      for (const doc of due.docs) await deliverOne(payload, kind, role, doc, now, report);
    }
  }
  return report;
}
