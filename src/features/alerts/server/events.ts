import type { Payload, Where } from 'payload';

import { changesOf, type Change, toHistoryRow } from '@/features/verification/cms';
import { VALIDITY_HISTORY_TABLE } from '@/features/validity-history/cms';
import { below } from '@/i18n/addresses';
import { processWide } from '@/platform/processWide';

import { ALERT_LISTS, type AlertKind, type AlertList, isAlertList } from '../subjects';
import { db, iso, num, placeholders, QUEUE_TABLE, rows, type Row, SUBSCRIPTIONS_TABLE, text } from './store';
import { type NamedSubject, namesOf, resolveSubjects } from './subjects';

/**
 * Turns what changed into alerts waiting to be sent: each change of a followed certificate or
 * body (a row of the validity history), each correction of such a change, each decision of a
 * followed report type and each new item of a followed list becomes one row of the queue per
 * subscription (server/deliver.ts sends them, grouped by address). Every server runs this each
 * minute over the last {@link LOOKBACK_MS}; a row's key is unique, so what two servers find at
 * once, or one finds twice, is queued once, and a change committed late by a long import is
 * still found. Nothing is told that happened before the subscription was confirmed.
 */
export const LOOKBACK_MS = 2 * 60 * 60 * 1000;
/** A list item counts as new for a week after its publication date. */
const NEW_ITEM_MS = 7 * 24 * 60 * 60 * 1000;
/** At most this many pairs of subscription and change are read in one run; the next run reads on. */
const BATCH = 20_000;

/** A change as its mail tells it. */
export type AlertEvent =
  | { type: 'history'; subject: 'body' | 'certificate'; number: string; name: NamedSubject['name']; path: string; changes: Change[]; recordedOn: string; report?: string }
  | { type: 'correction'; subject: 'body' | 'certificate'; number: string; name: NamedSubject['name']; path: string; recordedOn: string; reason: string }
  | { type: 'item'; list: AlertList; name: NamedSubject['name']; listName: NamedSubject['name']; path: string; publishedAt: string };

type QueueRow = { dedupe: string; addressId: number; subscriptionId: number; locale: string; event: AlertEvent | null; dueAt: string };

/** The next 08:00 in Japan (23:00 UTC; Japan keeps no summer time) after `now`. */
export function nextDigestAt(now: Date): Date {
  const at = new Date(now);
  at.setUTCHours(23, 0, 0, 0);
  if (at <= now) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

const dueFor = (frequency: unknown, now: Date) => (frequency === 'daily' ? nextDigestAt(now) : now).toISOString();

/** Queues rows once each (a key already queued is left as it is); rows with no event are kept as "nothing to tell" so they are not looked at again. */
async function queue(payload: Payload, queued: QueueRow[], now: Date): Promise<number> {
  if (!queued.length) return 0;
  const at = now.toISOString();
  const statements = [];
  for (let i = 0; i < queued.length; i += 200) {
    const chunk = queued.slice(i, i + 200);
    statements.push({
      sql: `INSERT INTO ${QUEUE_TABLE} (dedupe_key, address_id, subscription_id, kind, locale, event, due_at, status, attempts, updated_at, created_at)
       VALUES ${chunk.map(() => placeholders(11)).join(', ')} ON CONFLICT (dedupe_key) DO NOTHING`,
      args: chunk.flatMap((r) => [r.dedupe, r.addressId, r.subscriptionId, 'change', r.locale, JSON.stringify(r.event ?? {}), r.dueAt, r.event ? 'pending' : 'skipped', 0, at, at]),
    });
  }
  // In one transaction: a sender never takes part of an address's changes while the rest are being written.
  const results = (await db(payload).batch(statements, 'write')) as { rowsAffected?: number; rowCount?: number | null }[];
  return results.reduce((sum, r) => sum + Number(r.rowsAffected ?? r.rowCount ?? 0), 0);
}

/** The number a check at /verify/{number} takes for a history key. */
const numberOf = (subject: string, key: string) => (subject === 'certificate' ? key.slice(key.indexOf(':') + 1) : key);

/** The changes each new history row made, from its subject's rows before it (the same reading as the feeds'). */
async function changesOfRows(payload: Payload, wanted: { subject: string; key: string }[]): Promise<Map<string, { changes: Change[]; recordedOn: string; report: string }>> {
  const found = new Map<string, { changes: Change[]; recordedOn: string; report: string }>();
  // The rows of 200 subjects a query, each subject's in the order the feeds read them.
  const history: Row[] = [];
  for (const subject of ['body', 'certificate']) {
    const keys = wanted.filter((w) => w.subject === subject).map((w) => w.key);
    for (let i = 0; i < keys.length; i += 200) {
      const chunk = keys.slice(i, i + 200);
      history.push(
        ...(await rows(
          payload,
          `SELECT id, subject_key, recorded_on, valid_from, valid_until, renewed_on, suspended_from, suspended_until, ended_on, end_kind, decision, scope_codes, report_id, created_at
           FROM ${VALIDITY_HISTORY_TABLE} WHERE CAST(subject AS TEXT) = ? AND subject_key IN (${chunk.map(() => '?').join(', ')}) AND (entered_in_error IS NULL OR entered_in_error = false)
           ORDER BY subject_key, recorded_on, created_at, id`,
          [subject, ...chunk],
        )),
      );
    }
  }
  const bySubject = new Map<string, Row[]>();
  for (const r of history) bySubject.set(text(r.subject_key), [...(bySubject.get(text(r.subject_key)) ?? []), r]);
  for (const subjectRows of bySubject.values()) {
    const read = subjectRows.map((r) => ({
      id: text(r.id),
      ...toHistoryRow({
        recordedOn: text(r.recorded_on),
        validFrom: (r.valid_from as string | null) ?? null,
        validUntil: (r.valid_until as string | null) ?? null,
        renewedOn: (r.renewed_on as string | null) ?? null,
        suspendedFrom: (r.suspended_from as string | null) ?? null,
        suspendedUntil: (r.suspended_until as string | null) ?? null,
        endedOn: (r.ended_on as string | null) ?? null,
        endKind: (r.end_kind as string | null) ?? null,
        decision: (r.decision as string | null) ?? null,
        scopeCodes: (r.scope_codes as string | null) ?? null,
      }),
    }));
    const reports = new Map(subjectRows.map((r) => [text(r.id), r.report_id === null || r.report_id === undefined ? '' : text(r.report_id)]));
    for (const change of changesOf(read)) {
      const entry = found.get(change.rowId) ?? { changes: [], recordedOn: change.recordedOn, report: reports.get(change.rowId) ?? '' };
      const { rowId: _rowId, recordedOn: _recordedOn, ...told } = change;
      entry.changes.push(told as Change);
      found.set(change.rowId, entry);
    }
  }
  return found;
}

/** Which change a decision report of a type lists. */
const reportTypeTells: Record<string, (change: Change, source: string) => boolean> = {
  '1': (change, source) => (change.kind === 'recorded' && (source === 'import' || source === 'staff')) || change.kind === 'scopeExtended',
  '2': (change) => change.kind === 'suspended',
  '3': (change) => change.kind === 'ended',
};

/** New rows of the validity history on followed certificates and bodies, and on bodies for the report types. */
async function historyAlerts(payload: Payload, since: string, now: Date): Promise<QueueRow[]> {
  const notQueued = (prefix: string) => `NOT EXISTS (SELECT 1 FROM ${QUEUE_TABLE} q WHERE q.dedupe_key = '${prefix}|' || s.id || '|' || h.id)`;
  const live = `(h.entered_in_error IS NULL OR h.entered_in_error = false)`;
  const select = `SELECT h.id AS hid, CAST(h.subject AS TEXT) AS subject, h.subject_key AS subject_key, CAST(h.source AS TEXT) AS source, s.id AS sid, s.address_id AS address_id, s.kind AS kind, s.subject_key AS skey, s.frequency AS frequency, s.locale AS locale
    FROM ${VALIDITY_HISTORY_TABLE} h JOIN ${SUBSCRIPTIONS_TABLE} s`;
  const keyed = await rows(
    payload,
    `${select} ON s.kind = CAST(h.subject AS TEXT) AND s.subject_key = h.subject_key
     WHERE h.created_at >= ? AND s.confirmed_at IS NOT NULL AND h.created_at > s.confirmed_at AND ${live} AND ${notQueued('h')} ORDER BY s.address_id LIMIT ${BATCH}`,
    [since],
  );
  const typed = await rows(
    payload,
    `${select} ON s.kind = 'report-type' AND CAST(h.subject AS TEXT) = 'body'
     WHERE h.created_at >= ? AND s.confirmed_at IS NOT NULL AND h.created_at > s.confirmed_at AND ${live} AND ${notQueued('h')} ORDER BY s.address_id LIMIT ${BATCH}`,
    [since],
  );
  const pairs = [...keyed, ...typed];
  if (!pairs.length) return [];
  const subjects = [...new Map(pairs.map((p) => [`${text(p.subject)}|${text(p.subject_key)}`, { subject: text(p.subject), key: text(p.subject_key) }])).values()];
  const made = await changesOfRows(payload, subjects);
  const names = await namesOf(
    payload,
    subjects.map((s) => ({ kind: s.subject as AlertKind, key: s.key })),
  );
  const queued: QueueRow[] = [];
  for (const pair of pairs) {
    const subject = text(pair.subject) as 'body' | 'certificate';
    const key = text(pair.subject_key);
    const found = made.get(text(pair.hid));
    let changes = found?.changes ?? [];
    if (pair.kind === 'report-type') changes = changes.filter((c) => reportTypeTells[text(pair.skey)]?.(c, text(pair.source)));
    // A change that tells a follower nothing new ("recorded" is the first row, made when the record was): kept as seen.
    changes = changes.filter((c) => c.kind !== 'recorded' || pair.kind === 'report-type');
    const named = names.get(`${subject}|${key}`);
    queued.push({
      dedupe: `h|${text(pair.sid)}|${text(pair.hid)}`,
      addressId: num(pair.address_id),
      subscriptionId: num(pair.sid),
      locale: text(pair.locale),
      event:
        changes.length && found
          ? {
              type: 'history',
              subject,
              number: numberOf(subject, key),
              name: named?.name ?? { ja: key, en: key },
              path: named?.path ?? '',
              changes,
              recordedOn: found.recordedOn,
              ...(found.report ? { report: found.report } : {}),
            }
          : null,
      dueAt: dueFor(pair.frequency, now),
    });
  }
  return queued;
}

/** Changes on followed certificates and bodies that a directory manager has since marked as entered in error. */
async function correctionAlerts(payload: Payload, since: string, now: Date): Promise<QueueRow[]> {
  const pairs = await rows(
    payload,
    `SELECT h.id AS hid, CAST(h.subject AS TEXT) AS subject, h.subject_key AS subject_key, h.recorded_on AS recorded_on, h.correction_reason AS reason,
       s.id AS sid, s.address_id AS address_id, s.frequency AS frequency, s.locale AS locale
     FROM ${VALIDITY_HISTORY_TABLE} h JOIN ${SUBSCRIPTIONS_TABLE} s ON s.kind = CAST(h.subject AS TEXT) AND s.subject_key = h.subject_key
     WHERE h.entered_in_error = true AND h.corrected_at >= ? AND s.confirmed_at IS NOT NULL AND h.corrected_at > s.confirmed_at
       AND NOT EXISTS (SELECT 1 FROM ${QUEUE_TABLE} q WHERE q.dedupe_key = 'c|' || s.id || '|' || h.id) LIMIT ${BATCH}`,
    [since],
  );
  const names = await namesOf(
    payload,
    pairs.map((p) => ({ kind: text(p.subject) as AlertKind, key: text(p.subject_key) })),
  );
  const queued: QueueRow[] = [];
  for (const pair of pairs) {
    const subject = text(pair.subject) as 'body' | 'certificate';
    const key = text(pair.subject_key);
    const named = names.get(`${subject}|${key}`);
    queued.push({
      dedupe: `c|${text(pair.sid)}|${text(pair.hid)}`,
      addressId: num(pair.address_id),
      subscriptionId: num(pair.sid),
      locale: text(pair.locale),
      event: {
        type: 'correction',
        subject,
        number: numberOf(subject, key),
        name: named?.name ?? { ja: key, en: key },
        path: named?.path ?? '',
        recordedOn: text(pair.recorded_on),
        reason: text(pair.reason).slice(0, 1000),
      },
      dueAt: dueFor(pair.frequency, now),
    });
  }
  return queued;
}

const titleOf = (value: unknown): { ja: string; en: string } => {
  if (value && typeof value === 'object') {
    const { ja, en } = value as { ja?: string | null; en?: string | null };
    return { ja: ja ?? en ?? '', en: en || ja || '' };
  }
  return { ja: String(value ?? ''), en: String(value ?? '') };
};

/** Items published in the lists since the last runs, for the lists' followers. */
async function listAlerts(payload: Payload, since: string, now: Date): Promise<QueueRow[]> {
  const subscribers = await rows(
    payload,
    `SELECT id, address_id, subject_key, frequency, locale, confirmed_at FROM ${SUBSCRIPTIONS_TABLE} WHERE kind = 'list' AND confirmed_at IS NOT NULL`,
  );
  if (!subscribers.length) return [];
  const followed = new Set(subscribers.map((s) => text(s.subject_key)));
  const queued: QueueRow[] = [];
  const nowIso = now.toISOString();
  const newSince = new Date(now.getTime() - NEW_ITEM_MS).toISOString();
  const listNames = await Promise.all(
    (Object.keys(ALERT_LISTS) as AlertList[]).filter((list) => followed.has(list)).map(async (list) => [list, (await resolveSubjects(payload, 'list', list))[0]] as const),
  );
  for (const [list, named] of listNames) {
    if (!isAlertList(list) || !named) continue;
    const spec = ALERT_LISTS[list];
    // Every list is dated by its publication, scheduled items included: an item counts once its time has come.
    const when = 'publishedAt';
    const where: Where = {
      and: [
        { _status: { equals: 'published' } },
        { [when]: { less_than_equal: nowIso } },
        { [when]: { greater_than: newSince } },
        { or: [{ updatedAt: { greater_than_equal: since } }, { [when]: { greater_than_equal: since } }] },
      ],
    };
    const { docs } = await payload.find({ collection: spec.collection, where, locale: 'all', sort: `-${when}`, limit: 1000, depth: 0, overrideAccess: true });
    for (const doc of docs as unknown as Row[]) {
      const publishedAt = iso(doc[when]) ?? nowIso;
      const path = list !== 'documents' && typeof doc.slug === 'string' ? below(spec.path, doc.slug) : spec.path;
      for (const s of subscribers) {
        if (text(s.subject_key) !== list || (iso(s.confirmed_at) ?? '') >= publishedAt) continue;
        queued.push({
          dedupe: `l|${text(s.id)}|${spec.collection}:${text(doc.id)}`,
          addressId: num(s.address_id),
          subscriptionId: num(s.id),
          locale: text(s.locale),
          event: { type: 'item', list, name: titleOf(doc.title), listName: named.name, path, publishedAt },
          dueAt: dueFor(s.frequency, now),
        });
      }
    }
  }
  // Only what is not yet queued (one query for the lot, rather than a failed insert each).
  if (!queued.length) return [];
  const known = new Set<string>();
  for (let i = 0; i < queued.length; i += 500) {
    const keys = queued.slice(i, i + 500).map((q) => q.dedupe);
    for (const r of await rows(payload, `SELECT dedupe_key FROM ${QUEUE_TABLE} WHERE dedupe_key IN (${keys.map(() => '?').join(', ')})`, keys)) known.add(text(r.dedupe_key));
  }
  return queued.filter((q) => !known.has(q.dedupe));
}

export type CollectReport = { queued: number };

/** When this process last found what changed, to look back past an outage longer than the window. */
const lastCollected = () => processWide('alerts-last-collected', () => ({ at: 0 }));

/**
 * One run: finds what changed since the window's start for every subscription and queues what is
 * not yet queued. The window is {@link LOOKBACK_MS}, or longer when this process's last run that
 * succeeded was longer ago (with ten minutes' margin), so changes made while runs failed are told.
 */
export async function collectAlerts(payload: Payload, now = new Date()): Promise<CollectReport> {
  const last = lastCollected().at;
  const from = Math.min(now.getTime() - LOOKBACK_MS, last ? last - 10 * 60 * 1000 : Infinity);
  const since = new Date(from).toISOString();
  const found = [...(await historyAlerts(payload, since, now)), ...(await correctionAlerts(payload, since, now)), ...(await listAlerts(payload, since, now))];
  const queued = await queue(payload, found, now);
  lastCollected().at = now.getTime();
  return { queued };
}
