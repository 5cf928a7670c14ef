import type { Endpoint, Payload, PayloadRequest } from 'payload';

import { recordAudit } from '@/features/back-office/cms';
import { userHasRole } from '@/platform/cms/access';
import { crossSite } from '@/platform/http/origin';

import { ADDRESSES_TABLE, num, QUEUE_TABLE, rows, SUBSCRIPTIONS_TABLE, text } from '../server/store';
import { alertAddress, eraseAddress } from '../server/subscribe';

export type AlertCounts = {
  addresses: number;
  /** Confirmed subscriptions by kind and language. */
  subscriptions: { kind: string; locale: string; count: number }[];
  waitingForConfirmation: number;
  /** Mails waiting to be sent, and those sent in the last 7 days. */
  queued: number;
  sentThisWeek: number;
};

/** What staff may know of the alerts: how many, of what kind, in which language; never an address. */
export async function alertCounts(payload: Payload, now = new Date()): Promise<AlertCounts> {
  const [addresses] = await rows(payload, `SELECT COUNT(*) AS n FROM ${ADDRESSES_TABLE}`);
  const bySubject = await rows(
    payload,
    `SELECT kind, locale, COUNT(*) AS n FROM ${SUBSCRIPTIONS_TABLE} WHERE confirmed_at IS NOT NULL GROUP BY kind, locale ORDER BY kind, locale`,
  );
  const [waiting] = await rows(payload, `SELECT COUNT(*) AS n FROM ${SUBSCRIPTIONS_TABLE} WHERE confirmed_at IS NULL`);
  const [queued] = await rows(payload, `SELECT COUNT(*) AS n FROM ${QUEUE_TABLE} WHERE status IN ('pending', 'sending')`);
  const [sent] = await rows(payload, `SELECT COUNT(DISTINCT batch) AS n FROM ${QUEUE_TABLE} WHERE status = 'sent' AND sent_at >= ?`, [
    new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000).toISOString(),
  ]);
  return {
    addresses: num(addresses?.n),
    subscriptions: bySubject.map((r) => ({ kind: text(r.kind), locale: text(r.locale), count: num(r.n) })),
    waitingForConfirmation: num(waiting?.n),
    queued: num(queued?.n),
    sentThisWeek: num(sent?.n),
  };
}

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
const isAdmin = (req: PayloadRequest) => userHasRole(req.user, 'admin');

/** GET /api/alert-counts: the counts, for administrators. */
const counts: Endpoint = {
  path: '/alert-counts',
  method: 'get',
  handler: async (req) => (isAdmin(req) ? json(await alertCounts(req.payload)) : json({ message: 'Forbidden' }, 403)),
};

/**
 * POST /api/alert-erase (form field `email`): an administrator erases an address and all it
 * follows at the person's request. The audit trail records that a request was carried out, never
 * the address, nor whether it had alerts. Answers by sending the administrator back to the dashboard.
 */
const erase: Endpoint = {
  path: '/alert-erase',
  method: 'post',
  handler: async (req) => {
    if (!isAdmin(req)) return json({ message: 'Forbidden' }, 403);
    if (req.headers && crossSite(req.headers)) return json({ message: 'Cross-site request refused' }, 403);
    let raw: unknown = '';
    try {
      const form = await req.formData?.();
      raw = form?.get('email') ?? '';
    } catch {
      raw = '';
    }
    const back = (outcome: string) => new Response(null, { status: 303, headers: { location: `/admin?alertErase=${outcome}#alerts`, 'cache-control': 'no-store' } });
    const address = alertAddress(raw);
    if (!address) return back('invalid');
    const [row] = await rows(req.payload, `SELECT id FROM ${ADDRESSES_TABLE} WHERE email = ?`, [address]);
    if (row) await eraseAddress(req.payload, num(row.id));
    // The same answer and the same entry whether the address had alerts or not: the form cannot be
    // used to learn who follows what.
    await recordAudit(req.payload, {
      action: 'erasedOnRequest',
      summary: 'メールでのお知らせの宛先を、本人の求めにより消去しました / Alert address erased at the person’s request',
      user: req.user,
    });
    return back('erased');
  },
};

export const alertStaffEndpoints: Endpoint[] = [counts, erase];
