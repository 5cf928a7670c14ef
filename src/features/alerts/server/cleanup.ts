import type { Payload } from 'payload';

import { LOOKBACK_MS } from './events';
import { ADDRESSES_TABLE, QUEUE_TABLE, SUBSCRIPTIONS_TABLE, write } from './store';
import { CONFIRM_TTL_MS } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sent rows are kept a little longer than a list item counts as new, so that nothing is told twice. */
const KEEP_SENT_MS = 8 * DAY_MS + LOOKBACK_MS;

export type AlertCleanup = { unconfirmed: number; addresses: number; deliveries: number };

/**
 * Keeps no more than the alerts need: requests not confirmed within 24 hours go, an address that
 * follows nothing any more goes with everything queued for it, and the record of what was sent
 * goes after eight days (it is kept that long only so that a change is not told twice). Run by
 * every server's alert timer once an hour (src/instrumentation.ts); each statement is safe to run
 * twice, so servers need not take turns.
 */
export async function cleanUpAlerts(payload: Payload, now = new Date()): Promise<AlertCleanup> {
  const unconfirmed = await write(payload, `DELETE FROM ${SUBSCRIPTIONS_TABLE} WHERE confirmed_at IS NULL AND requested_at < ?`, [
    new Date(now.getTime() - CONFIRM_TTL_MS).toISOString(),
  ]);
  // An address made a moment ago has no subscription yet while its request is being stored: left an hour.
  const orphaned = `NOT EXISTS (SELECT 1 FROM ${SUBSCRIPTIONS_TABLE} s WHERE s.address_id = ${ADDRESSES_TABLE}.id) AND ${ADDRESSES_TABLE}.updated_at < ?`;
  const settled = new Date(now.getTime() - 60 * 60 * 1000).toISOString();
  await write(payload, `DELETE FROM ${QUEUE_TABLE} WHERE address_id IN (SELECT id FROM ${ADDRESSES_TABLE} WHERE ${orphaned})`, [settled]);
  const addresses = await write(payload, `DELETE FROM ${ADDRESSES_TABLE} WHERE ${orphaned}`, [settled]);
  // Confirmation mails whose link has expired, sent or not.
  await write(payload, `DELETE FROM ${QUEUE_TABLE} WHERE kind = 'confirm' AND created_at < ?`, [new Date(now.getTime() - CONFIRM_TTL_MS).toISOString()]);
  const deliveries = await write(payload, `DELETE FROM ${QUEUE_TABLE} WHERE status IN ('sent', 'failed', 'skipped') AND updated_at < ?`, [
    new Date(now.getTime() - KEEP_SENT_MS).toISOString(),
  ]);
  return { unconfirmed, addresses, deliveries };
}
