import { randomBytes } from 'node:crypto';

import type { Payload } from 'payload';

import type { Locale } from '@/i18n/routing';
import { email as cleanEmail, EMAIL_ADDRESS } from '@/platform/text/clean';
import { todayInJapan } from '@/platform/time/japan';

import type { Frequency } from '../subjects';
import type { NamedSubject } from './subjects';
import { ADDRESSES_TABLE, iso, num, placeholders, QUEUE_TABLE, rows, SUBSCRIPTIONS_TABLE, text, write } from './store';
import { CONFIRM_TTL_MS, type LinkToken } from './tokens';

/** Confirmation mails to one address on one day in Japan. */
export const CONFIRMATIONS_PER_DAY = 3;

const randomId = (bytes = 16) => randomBytes(bytes).toString('base64url');

/** The address as it is kept and compared: cleaned as the forms clean it, lower-cased; null when it is not one. */
export function alertAddress(raw: unknown): string | null {
  const cleaned = cleanEmail(String(raw ?? '').slice(0, 400)).toLowerCase();
  return cleaned.length <= 254 && EMAIL_ADDRESS.test(cleaned) ? cleaned : null;
}

/** The address's row, made when it is new. */
async function addressRow(payload: Payload, address: string, now: string): Promise<{ id: number; publicId: string }> {
  await write(
    payload,
    `INSERT INTO ${ADDRESSES_TABLE} (email, public_id, confirmations_that_day, hard_bounces, updated_at, created_at) VALUES (?, ?, 0, 0, ?, ?) ON CONFLICT (email) DO NOTHING`,
    [address, randomId(), now, now],
  );
  const [row] = await rows(payload, `SELECT id, public_id FROM ${ADDRESSES_TABLE} WHERE email = ?`, [address]);
  if (!row) throw new Error('The alert address could not be stored');
  return { id: num(row.id), publicId: text(row.public_id) };
}

export type RequestOutcome = 'queued' | 'limited' | 'nothing-new';

/**
 * A visitor asks for alerts on some subjects: each becomes a subscription waiting for
 * confirmation (or, when the address already waits for one, is renewed with this request), and
 * one confirmation mail is queued that confirms them all. Subscriptions the address has already
 * confirmed stay as they are: a stranger cannot change them from this form. At most
 * {@link CONFIRMATIONS_PER_DAY} confirmation mails go to one address a day; beyond that the
 * request waits unconfirmed and is deleted after 24 hours. The visitor is told the same in every
 * case (the caller does not show the outcome), so the form does not say whether an address is known.
 */
export async function requestAlerts(
  payload: Payload,
  request: { address: string; locale: Locale; frequency: Frequency; subjects: NamedSubject[] },
  now = new Date(),
): Promise<RequestOutcome> {
  const at = now.toISOString();
  const address = await addressRow(payload, request.address, at);
  // What this request adds: subjects the address does not follow yet (confirmed ones stay as they are).
  const confirmed = new Set(
    (await rows(payload, `SELECT kind, subject_key FROM ${SUBSCRIPTIONS_TABLE} WHERE address_id = ? AND confirmed_at IS NOT NULL`, [address.id])).map(
      (r) => `${text(r.kind)}|${text(r.subject_key)}`,
    ),
  );
  const fresh = request.subjects.filter((s) => !confirmed.has(`${s.kind}|${s.key}`));
  if (fresh.length === 0) return 'nothing-new';
  // One of the day's confirmation mails, taken first and in one statement, so that servers cannot
  // both take the last; past the day's three, a request changes nothing already waiting (a stranger
  // cannot void the link someone else is about to use), it only adds what is new, unconfirmed.
  const day = todayInJapan(now);
  const taken = await write(
    payload,
    `UPDATE ${ADDRESSES_TABLE} SET confirmations_that_day = CASE WHEN confirmation_day = ? THEN confirmations_that_day + 1 ELSE 1 END, confirmation_day = ?, updated_at = ?
     WHERE id = ? AND (confirmation_day IS NULL OR confirmation_day <> ? OR confirmations_that_day < ?)`,
    [day, day, at, address.id, day, CONFIRMATIONS_PER_DAY],
  );
  const requestId = randomId();
  const nonce = randomId();
  const onConflict =
    taken === 1
      ? `ON CONFLICT (address_id, kind, subject_key) DO UPDATE SET frequency = excluded.frequency, locale = excluded.locale, request_id = excluded.request_id,
         nonce = excluded.nonce, requested_at = excluded.requested_at, updated_at = excluded.updated_at
       WHERE ${SUBSCRIPTIONS_TABLE}.confirmed_at IS NULL`
      : 'ON CONFLICT (address_id, kind, subject_key) DO NOTHING';
  for (let i = 0; i < fresh.length; i += 100) {
    const chunk = fresh.slice(i, i + 100);
    await write(
      payload,
      `INSERT INTO ${SUBSCRIPTIONS_TABLE} (address_id, kind, subject_key, frequency, locale, request_id, nonce, requested_at, updated_at, created_at)
       VALUES ${chunk.map(() => placeholders(10)).join(', ')} ${onConflict}`,
      chunk.flatMap((s) => [address.id, s.kind, s.key, request.frequency, request.locale, requestId, nonce, at, at, at]),
    );
  }
  if (taken !== 1) return 'limited';
  const [waiting] = await rows(payload, `SELECT COUNT(*) AS n FROM ${SUBSCRIPTIONS_TABLE} WHERE request_id = ? AND confirmed_at IS NULL`, [requestId]);
  const count = num(waiting?.n);
  const event = { request: requestId, nonce, count, expires: now.getTime() + CONFIRM_TTL_MS };
  await write(
    payload,
    `INSERT INTO ${QUEUE_TABLE} (dedupe_key, address_id, kind, locale, event, due_at, status, attempts, updated_at, created_at) VALUES (?, ?, 'confirm', ?, ?, ?, 'pending', 0, ?, ?)`,
    [`confirm|${requestId}`, address.id, request.locale, JSON.stringify(event), at, at, at],
  );
  return 'queued';
}

/** The address behind a link, when it still exists. */
export async function addressOf(payload: Payload, publicId: string): Promise<{ id: number; email: string } | null> {
  const [row] = await rows(payload, `SELECT id, email FROM ${ADDRESSES_TABLE} WHERE public_id = ?`, [publicId]);
  return row ? { id: num(row.id), email: text(row.email) } : null;
}

/**
 * The confirmation link was followed (and its button pressed): the request's subscriptions start.
 * The link works once: its secret is cleared in the same statement. Returns how many started.
 */
export async function confirmRequest(payload: Payload, token: Extract<LinkToken, { purpose: 'confirm' }>, now = new Date()): Promise<number> {
  const at = now.toISOString();
  return write(
    payload,
    `UPDATE ${SUBSCRIPTIONS_TABLE} SET confirmed_at = ?, nonce = NULL, updated_at = ?
     WHERE request_id = ? AND nonce = ? AND confirmed_at IS NULL AND requested_at > ? AND address_id = (SELECT id FROM ${ADDRESSES_TABLE} WHERE public_id = ?)`,
    [at, at, token.request, token.nonce, new Date(now.getTime() - CONFIRM_TTL_MS).toISOString(), token.address],
  );
}

export type Subscription = { id: number; kind: string; key: string; frequency: Frequency; locale: Locale; confirmedAt: string };

/** What an address follows (confirmed only), oldest first. */
export async function subscriptionsOf(payload: Payload, addressId: number): Promise<Subscription[]> {
  const found = await rows(
    payload,
    `SELECT id, kind, subject_key, frequency, locale, confirmed_at FROM ${SUBSCRIPTIONS_TABLE} WHERE address_id = ? AND confirmed_at IS NOT NULL ORDER BY confirmed_at, id LIMIT 2000`,
    [addressId],
  );
  return found.map((r) => ({
    id: num(r.id),
    kind: text(r.kind),
    key: text(r.subject_key),
    frequency: text(r.frequency) as Frequency,
    locale: text(r.locale) as Locale,
    confirmedAt: iso(r.confirmed_at) ?? '',
  }));
}

/** Changes how often one subscription of the address is told, or ends it; false when it is not the address's. */
export async function changeSubscription(payload: Payload, addressId: number, subscriptionId: number, change: Frequency | 'stop', now = new Date()): Promise<boolean> {
  if (change === 'stop') {
    const ended = await write(payload, `DELETE FROM ${SUBSCRIPTIONS_TABLE} WHERE id = ? AND address_id = ?`, [subscriptionId, addressId]);
    if (ended) await write(payload, `DELETE FROM ${QUEUE_TABLE} WHERE subscription_id = ? AND status = 'pending'`, [subscriptionId]);
    await eraseIfUnused(payload, addressId);
    return ended === 1;
  }
  const changed = await write(payload, `UPDATE ${SUBSCRIPTIONS_TABLE} SET frequency = ?, updated_at = ? WHERE id = ? AND address_id = ? AND confirmed_at IS NOT NULL`, [
    change,
    now.toISOString(),
    subscriptionId,
    addressId,
  ]);
  return changed === 1;
}

/** Erases an address and all it follows and is owed; returns how many subscriptions it had. */
export async function eraseAddress(payload: Payload, addressId: number): Promise<number> {
  const ended = await write(payload, `DELETE FROM ${SUBSCRIPTIONS_TABLE} WHERE address_id = ?`, [addressId]);
  await write(payload, `DELETE FROM ${QUEUE_TABLE} WHERE address_id = ?`, [addressId]);
  await write(payload, `DELETE FROM ${ADDRESSES_TABLE} WHERE id = ?`, [addressId]);
  return ended;
}

/** An address that follows nothing any more (not even a request waiting for confirmation) is erased at once. */
async function eraseIfUnused(payload: Payload, addressId: number): Promise<void> {
  const [left] = await rows(payload, `SELECT COUNT(*) AS n FROM ${SUBSCRIPTIONS_TABLE} WHERE address_id = ?`, [addressId]);
  if (num(left?.n) === 0) await eraseAddress(payload, addressId);
}
