import { randomUUID } from 'node:crypto';

import type { Payload } from 'payload';

import { isLocale, type Locale } from '@/i18n/routing';
import { envNumber } from '@/platform/http/rateLimit';
import { isStopping } from '@/platform/lifecycle';
import { processWide } from '@/platform/processWide';

import { changeMail, confirmationMail } from './compose';
import type { AlertEvent } from './events';
import { ADDRESSES_TABLE, iso, num, QUEUE_TABLE, rows, text, write } from './store';
import { eraseAddress } from './subscribe';

/** While one process sends a mail, others leave its rows alone for this long (ALERT_LEASE_MS; 5 minutes). */
const leaseMs = () => envNumber('ALERT_LEASE_MS', 5 * 60 * 1000);
/** A hard bounce is a permanent refusal (5xx); the third drops the address. */
export const HARD_BOUNCES_TO_DROP = 3;

/** Waiting time before the next try: 15 s, 30 s, 1 min … at most 15 min, as the forms' outbox (the first step is ALERT_RETRY_BASE_MS). */
const backoffMs = (attempts: number) => Math.min(envNumber('ALERT_RETRY_BASE_MS', 15_000) * 2 ** Math.max(0, attempts - 1), 15 * 60 * 1000);

export type AlertDeliveryReport = { sent: number; failed: number; bounced: number };

/** The batches this process holds, shared by every copy of this module in the process, to hand back on shutdown. */
const held = () => processWide('alert-batches', () => new Map<string, string>());

const due = `((status = 'pending' AND due_at <= ? AND (next_attempt_at IS NULL OR next_attempt_at <= ?)) OR (status = 'sending' AND next_attempt_at <= ?))`;

type Group = { addressId: number; locale: string; kind: 'confirm' | 'change'; id?: number };

/** The mails due: one per address and language for the changes, one per row for the confirmations. */
async function dueGroups(payload: Payload, now: string): Promise<Group[]> {
  // Confirmations first: a visitor waits for one, while a change can wait a minute behind a large report.
  const found = await rows(payload, `SELECT id, address_id, locale, kind FROM ${QUEUE_TABLE} WHERE ${due} ORDER BY CASE WHEN kind = 'confirm' THEN 0 ELSE 1 END, id LIMIT 2000`, [
    now,
    now,
    now,
  ]);
  const groups = new Map<string, Group>();
  for (const r of found) {
    const kind = text(r.kind) === 'confirm' ? 'confirm' : 'change';
    const key = kind === 'confirm' ? `c|${text(r.id)}` : `a|${text(r.address_id)}|${text(r.locale)}`;
    if (!groups.has(key)) groups.set(key, { addressId: num(r.address_id), locale: text(r.locale), kind, ...(kind === 'confirm' ? { id: num(r.id) } : {}) });
  }
  return [...groups.values()];
}

/** Takes a group's due rows for this process in one statement: another server finds them taken. */
async function claim(payload: Payload, group: Group, runAt: Date): Promise<string | null> {
  if (isStopping()) return null;
  // Due as of the run's time (the digest's 08:00 when a caller gives it), leased from the claim's own moment.
  const now = new Date(Math.max(runAt.getTime(), Date.now()));
  const batch = randomUUID();
  const nowIso = now.toISOString();
  const lease = new Date(now.getTime() + leaseMs()).toISOString();
  const which = group.kind === 'confirm' ? `id = ?` : `address_id = ? AND locale = ? AND kind = 'change'`;
  const args = group.kind === 'confirm' ? [group.id!] : [group.addressId, group.locale];
  const taken = await write(payload, `UPDATE ${QUEUE_TABLE} SET status = 'sending', batch = ?, next_attempt_at = ?, updated_at = ? WHERE ${which} AND ${due}`, [
    batch,
    lease,
    nowIso,
    ...args,
    nowIso,
    nowIso,
    nowIso,
  ]);
  if (!taken) return null;
  held().set(batch, lease);
  return batch;
}

/**
 * A hard bounce is the receiving side refusing the recipient for good: a 5xx answer to RCPT TO.
 * Any other 5xx (a wrong SMTP password, a refused sender, a message too large) is the site's own
 * mail set-up failing, retried like an outage and never held against the subscriber.
 */
const isHardBounce = (error: unknown) => {
  const e = (error ?? {}) as { responseCode?: number; code?: string; command?: string; rejected?: unknown[] };
  const permanent = typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600;
  return permanent && (e.command === 'RCPT TO' || (e.code === 'EENVELOPE' && Array.isArray(e.rejected) && e.rejected.length > 0));
};

/** A mail still unsent this long after its change was queued is given up (the record says why). */
const GIVE_UP_MS = 48 * 60 * 60 * 1000;

async function sendBatch(payload: Payload, group: Group, batch: string, report: AlertDeliveryReport): Promise<void> {
  const [address] = await rows(payload, `SELECT email, public_id, hard_bounces FROM ${ADDRESSES_TABLE} WHERE id = ?`, [group.addressId]);
  if (!address) {
    await write(payload, `DELETE FROM ${QUEUE_TABLE} WHERE batch = ?`, [batch]);
    return;
  }
  const queued = await rows(payload, `SELECT id, event, attempts, created_at FROM ${QUEUE_TABLE} WHERE batch = ? ORDER BY id`, [batch]);
  if (!queued.length) return;
  const locale: Locale = isLocale(group.locale) ? group.locale : 'ja';
  const publicId = text(address.public_id);
  const attempts = Math.max(...queued.map((r) => num(r.attempts))) + 1;
  // The same Message-ID for every try of the same rows, so a receiving server can spot a repeat.
  const messageKey = `${group.kind}.${text(queued[0]!.id)}.${queued.length}`;
  const oldest = Math.min(...queued.map((r) => Date.parse(iso(r.created_at) ?? '') || Date.now()));
  const confirmation = group.kind === 'confirm' ? (JSON.parse(text(queued[0]!.event)) as { expires?: number }) : null;
  const giveUp = (reason: string) =>
    write(payload, `UPDATE ${QUEUE_TABLE} SET status = 'failed', attempts = ?, last_error = ?, next_attempt_at = NULL, updated_at = ? WHERE batch = ?`, [
      attempts - 1,
      reason,
      new Date().toISOString(),
      batch,
    ]);
  // A confirmation whose link has expired would only lead to "not valid"; a change unsent for two days is stale.
  if (confirmation && (confirmation.expires ?? 0) < Date.now()) return void (await giveUp('The confirmation link expired before it could be sent'));
  if (Date.now() - oldest > GIVE_UP_MS) return void (await giveUp('Not sent within 48 hours'));
  try {
    const mail =
      group.kind === 'confirm'
        ? await confirmationMail(locale, publicId, messageKey, JSON.parse(text(queued[0]!.event)))
        : await changeMail(
            locale,
            publicId,
            messageKey,
            queued.map((r) => JSON.parse(text(r.event)) as AlertEvent),
          );
    await payload.sendEmail({ to: text(address.email), subject: mail.subject, text: mail.text, headers: mail.headers, messageId: mail.messageId });
    await write(payload, `UPDATE ${QUEUE_TABLE} SET status = 'sent', sent_at = ?, attempts = ?, next_attempt_at = NULL, last_error = NULL, updated_at = ? WHERE batch = ?`, [
      new Date().toISOString(),
      attempts,
      new Date().toISOString(),
      batch,
    ]);
    report.sent++;
    // Bounces count only one after another: a delivered mail clears them.
    if (num(address.hard_bounces) > 0) await write(payload, `UPDATE ${ADDRESSES_TABLE} SET hard_bounces = 0 WHERE id = ?`, [group.addressId]);
  } catch (error) {
    // What the receiving server said, never the address it was said about.
    const message = (error instanceof Error ? error.message : String(error)).replaceAll(text(address.email), '(address)').slice(0, 500);
    if (isHardBounce(error)) {
      report.bounced++;
      await write(payload, `UPDATE ${QUEUE_TABLE} SET status = 'failed', attempts = ?, last_error = ?, next_attempt_at = NULL, updated_at = ? WHERE batch = ?`, [
        attempts,
        message,
        new Date().toISOString(),
        batch,
      ]);
      await write(payload, `UPDATE ${ADDRESSES_TABLE} SET hard_bounces = hard_bounces + 1, updated_at = ? WHERE id = ?`, [new Date().toISOString(), group.addressId]);
      if (num(address.hard_bounces) + 1 >= HARD_BOUNCES_TO_DROP) await eraseAddress(payload, group.addressId);
      return;
    }
    report.failed++;
    console.warn(`alert mail not sent, retried later: ${message}`);
    await write(payload, `UPDATE ${QUEUE_TABLE} SET status = 'pending', attempts = ?, last_error = ?, next_attempt_at = ?, batch = NULL, updated_at = ? WHERE batch = ?`, [
      attempts,
      message,
      new Date(Date.now() + backoffMs(attempts)).toISOString(),
      new Date().toISOString(),
      batch,
    ]);
  }
}

/**
 * Sends every alert that is due: the changes waiting for one address (immediate ones at once,
 * daily ones from 08:00 in Japan) in one mail in its language, each confirmation on its own.
 * Several servers may run this together: each mail's rows are taken in one conditional UPDATE,
 * so one server sends it; a server that dies holding some leaves them to the others after the
 * lease, and one that stops hands them back at once (releaseAlertBatches).
 */
export async function deliverAlerts(payload: Payload, now = new Date(), { budgetMs = 50_000 } = {}): Promise<AlertDeliveryReport> {
  const report: AlertDeliveryReport = { sent: 0, failed: 0, bounced: 0 };
  const until = Date.now() + budgetMs;
  // A few mails at a time, as many as the SMTP transport keeps connections (SMTP_MAX_CONNECTIONS).
  const lanes = Math.max(1, envNumber('SMTP_MAX_CONNECTIONS', 4));
  // Round after round until nothing due is left to take (or the minute's run is nearly over), so a
  // large report's mails leave within minutes, not 2,000 rows a minute.
  while (Date.now() < until && !isStopping()) {
    const groups = await dueGroups(payload, now.toISOString());
    let claimed = 0;
    let next = 0;
    const lane = async () => {
      while (next < groups.length && Date.now() < until) {
        const group = groups[next++]!;
        const batch = await claim(payload, group, now);
        if (!batch) continue;
        claimed++;
        try {
          await sendBatch(payload, group, batch, report);
        } finally {
          held().delete(batch);
        }
      }
    };
    await Promise.all(Array.from({ length: lanes }, lane));
    // Nothing taken: the rest is another server's, or waits for its next try.
    if (claimed === 0) break;
  }
  return report;
}

/** For a server that is stopping: waits up to `waitMs` for the mails it is sending, then hands back the rest. */
export async function releaseAlertBatches(payload: Payload, waitMs: number): Promise<number> {
  const until = Date.now() + waitMs;
  while (held().size > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  let released = 0;
  for (const [batch, lease] of held()) {
    released += await write(
      payload,
      `UPDATE ${QUEUE_TABLE} SET status = 'pending', next_attempt_at = NULL, batch = NULL WHERE batch = ? AND status = 'sending' AND next_attempt_at = ?`,
      [batch, lease],
    );
    held().delete(batch);
  }
  return released;
}
