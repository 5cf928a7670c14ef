import { Readable } from 'node:stream';

import { stringify } from 'csv-stringify/sync';
import type { Payload } from 'payload';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { generateSampleAccreditedBodies, importAccreditedBodies } from '@/features/accredited-bodies/cms';
import { CERTIFICATE_COLUMNS, generateSampleCertificates, importReport, importTarget, toCells } from '@/features/certified-organisations/cms';
import type { User } from '@/payload-types';
import { sqlClient } from '@/platform/db/payloadSql';
import { todayInJapan } from '@/platform/time/japan';

import { startTestPayload } from '@tests/support/payload';

/**
 * A mirror of the registers, as an outsider would keep one: it loads a download, asks
 * /api/v1/changes from the time the download was made, and follows `next`. Every change after its
 * cursor reaches it once (a suspension, its correction as entered in error, certificates ended by
 * a full report, pages of 1,000), a late commit below ids already handed out too, and a cursor it
 * did not get from the API is refused in its language. Runs on SQLite and on PostgreSQL.
 */

vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-site-client-address': '192.0.2.60' }) }));

type Change = {
  id: string;
  event: 'recorded' | 'corrected';
  historyId: number;
  subject: string;
  key: string;
  accreditationNumber: string;
  certificateNumber: string | null;
  at: string;
  source: { kind: string; reportId: number | null };
  changes: { kind: string; on: string; endKind?: string | null; until?: string | null }[];
  enteredInError: boolean;
  correction: { at: string; reason: string | null } | null;
  apiUrl: string | null;
};
type Page = { asOf: string; upToDate: boolean; next: string; links: { self: string; next: string }; items: Change[] };
type Problem = { status: number; title: string; detail: string; invalidParams: { name: string; code: string; reason: string }[] };

let payload: Payload;
let stop: () => Promise<void>;
// Loaded once Payload has started: the routes reach the site's Payload client, whose configuration
// reads the database's address when it is first imported (before, it would be the one in data/).
let openDataRoutes: typeof import('../index').openDataRoutes;
let manager: User;
const today = todayInJapan();
const BODY = 'MIR01';

type Certificate = ReturnType<typeof generateSampleCertificates> extends Iterable<infer C> ? C : never;
const [sample] = [...generateSampleCertificates({ rows: 1, seed: 5, asOf: today })];
const certificate = (n: number, extra: Partial<Certificate> = {}): Certificate => ({
  ...sample!,
  bodyNumber: BODY,
  bodyName: '鏡面試験認証機関（サンプル）',
  certificateNumber: `${BODY}-${String(n).padStart(5, '0')}`,
  organisationName: `鏡面試験組織${n}（サンプル）`,
  firstRegisteredOn: '2020-04-01',
  expiresOn: '2029-03-31',
  decision: 'valid',
  ...extra,
});
const csv = (rows: Certificate[]) => Readable.from([Buffer.from(`\uFEFF${stringify([[...CERTIFICATE_COLUMNS], ...rows.map(toCells)])}`)]);
const report = async (rows: Certificate[], kind?: 'changes') => {
  const done = await importReport(csv(rows), importTarget(payload), { by: { name: 'directory@example.invalid' }, ...(kind ? { kind } : {}) });
  expect(done).toMatchObject({ ok: true, state: 'published' });
  return done.reportId!;
};

async function get<T>(query: string): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await openDataRoutes.changes.GET(new Request(`http://127.0.0.1:3000/api/v1/changes${query}`), { params: Promise.resolve({}) });
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}

/** A mirror's round: follows `next` from `since` until up to date; every page's items, and the cursor to keep. */
async function follow(since: string) {
  const pages: Page[] = [];
  let next = since;
  for (;;) {
    const { status, body, headers } = await get<Page>(`?since=${encodeURIComponent(next)}`);
    expect(status).toBe(200);
    expect(body.items.length).toBeLessThanOrEqual(1000);
    expect(headers.get('link')).toBe(`<${body.links.next}>; rel="next"`);
    expect(new URL(body.links.next).searchParams.get('since')).toBe(body.next);
    pages.push(body);
    next = body.next;
    if (body.upToDate) break;
  }
  return { pages, sizes: pages.map((p) => p.items.length), items: pages.flatMap((p) => p.items), next };
}

/** The ids of every row of the history above `after`, as the database holds them. */
const rowIdsAbove = async (after: number) =>
  (await payload.find({ collection: 'validity-history', where: { id: { greater_than: after } }, sort: 'id', pagination: false, depth: 0 })).docs.map((d) => Number(d.id));
const maxRowId = async () => Number((await sqlClient(payload).execute('SELECT MAX(id) AS id FROM validity_history')).rows[0]!.id);
const bodyId = async () => (await payload.find({ collection: 'accredited-bodies', where: { accreditationNumber: { equals: BODY } }, depth: 0 })).docs[0]!.id;

beforeAll(async () => {
  ({ payload, stop } = await startTestPayload());
  ({ openDataRoutes } = await import('../index'));
  // The site's client is the Payload just started, on its own database.
  const db = sqlClient(payload);
  const where = db.dialect === 'postgres' ? 'SELECT current_database() AS name' : 'SELECT file AS name FROM pragma_database_list WHERE name = \'main\'';
  expect(String((await db.execute(where)).rows[0]!.name)).toContain(db.dialect === 'postgres' ? 'site_test' : process.env.DATA_DIR!);
  expect(await (await import('@/platform/cms/client')).getPayloadClient()).toBe(payload);
  process.env.SITE_URL = 'https://site.example';
  process.env.OPEN_API_LIMIT = '100000';
  await payload.create({ collection: 'users', data: { email: 'first-admin@example.invalid', password: 'int-test-password', roles: ['admin'] } });
  manager = await payload.create({ collection: 'users', data: { email: 'mirror-manager@example.invalid', password: 'int-test-password', roles: ['directory'] } });
  const [body] = generateSampleAccreditedBodies(1, { seed: 9 });
  await importAccreditedBodies(payload, [
    { ...body!, accreditationNumber: BODY, initialDate: '2018-04-01', expiryDate: '2099-03-31', suspensionStart: undefined, suspensionEnd: undefined, endedOn: undefined, endKind: undefined },
  ]);
  await report(Array.from({ length: 1500 }, (_, i) => certificate(i + 1)));
}, 180_000);
afterAll(async () => stop());

describe('a mirror following /api/v1/changes', () => {
  let cursor = '';
  let startAfter = 0;
  const seen: Change[] = [];

  it('starts from the time its download was made: the changes before it again, in pages of 1,000, oldest first', async () => {
    const start = await follow(new Date().toISOString());
    // Everything in this database was written within the two hours a start from a time repeats.
    expect(start.sizes).toEqual([1000, 501]);
    expect(start.items.map((i) => i.historyId)).toEqual(await rowIdsAbove(0));
    expect(start.items[0]).toMatchObject({ event: 'recorded', subject: 'accreditedBody', key: BODY, changes: [{ kind: 'recorded' }], source: { kind: 'import', reportId: null } });
    cursor = start.next;
    startAfter = await maxRowId();
  });

  it('is told of a suspension by a staff member, without the staff member’s address', async () => {
    await payload.update({ collection: 'accredited-bodies', id: await bodyId(), overrideAccess: false, user: manager, data: { suspensionStart: today, confirmNotValid: true } as never });
    const round = await follow(cursor);
    expect(round.items).toHaveLength(1);
    expect(round.items[0]).toMatchObject({
      id: `h${round.items[0]!.historyId}`,
      event: 'recorded',
      subject: 'accreditedBody',
      accreditationNumber: BODY,
      certificateNumber: null,
      changes: [{ kind: 'suspended', on: today }],
      source: { kind: 'staff', reportId: null },
      enteredInError: false,
      correction: null,
      apiUrl: `https://site.example/api/v1/accredited-bodies/${BODY}`,
    });
    expect(JSON.stringify(round.pages)).not.toContain('mirror-manager@example.invalid');
    seen.push(...round.items);
    cursor = round.next;
  });

  it('is told of a full report (new, renewed and ended certificates, over a page) and of the correction only once it has settled', async () => {
    // The next report lists 1,497 of the 1,500 (one renewed) and 1,100 new ones.
    const reportId = await report([
      ...Array.from({ length: 1497 }, (_, i) => certificate(i + 1, i === 0 ? { expiresOn: '2032-03-31' } : {})),
      ...Array.from({ length: 1100 }, (_, i) => certificate(5001 + i)),
    ]);
    const suspension = seen[0]!;
    await payload.update({ collection: 'validity-history', id: suspension.historyId, overrideAccess: false, user: manager, data: { enteredInError: true, correctionReason: '別の機関と取り違え' } });
    const round = await follow(cursor);
    expect(round.sizes).toEqual([1000, 104]);
    const ended = round.items.filter((i) => i.changes.some((c) => c.kind === 'ended'));
    expect(ended.map((i) => i.certificateNumber)).toEqual([`${BODY}-01498`, `${BODY}-01499`, `${BODY}-01500`]);
    expect(ended[0]).toMatchObject({ subject: 'certificate', accreditationNumber: BODY, changes: [{ kind: 'ended', endKind: 'unreported', on: today }], source: { kind: 'import', reportId } });
    expect(round.items.find((i) => i.certificateNumber === `${BODY}-00001`)?.changes).toEqual([{ kind: 'renewed', on: today, until: '2032-03-31' }]);
    expect(round.items.filter((i) => i.changes[0]?.kind === 'recorded')).toHaveLength(1100);
    // The mirror fetches an ended certificate's current state from its link.
    const id = ended[0]!.apiUrl!.split('/').at(-1)!;
    const record = await openDataRoutes.certifiedOrganisation.GET(new Request(`http://127.0.0.1:3000/api/v1/certified-organisations/${id}`), { params: Promise.resolve({ id }) });
    expect(((await record.json()) as { status: string; certificateNumber: string }) ).toMatchObject({ status: 'unreported', certificateNumber: `${BODY}-01498` });
    // Made a moment ago, the correction is not yet given: one still committing could otherwise be passed over.
    expect(round.items.some((i) => i.event === 'corrected')).toBe(false);
    seen.push(...round.items);
    cursor = round.next;

    // Eleven minutes later (the correction's time moved back as if they had passed).
    const elevenMinutesAgo = new Date(Date.now() - 11 * 60_000).toISOString();
    await sqlClient(payload).execute({ sql: 'UPDATE validity_history SET corrected_at = ? WHERE id = ?', args: [elevenMinutesAgo, suspension.historyId] });
    const later = await follow(cursor);
    expect(later.items).toHaveLength(1);
    expect(later.items[0]).toMatchObject({
      id: `c${suspension.historyId}`,
      event: 'corrected',
      historyId: suspension.historyId,
      subject: 'accreditedBody',
      changes: [{ kind: 'suspended', on: today }],
      source: { kind: 'correction', reportId: null },
      enteredInError: true,
      correction: { at: elevenMinutesAgo, reason: '別の機関と取り違え' },
    });
    seen.push(...later.items);
    cursor = later.next;
    expect((await follow(cursor)).items).toEqual([]);
  });

  it('has then seen every change after its cursor exactly once', async () => {
    const ids = seen.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(seen.filter((i) => i.event === 'recorded').map((i) => i.historyId)).toEqual(await rowIdsAbove(startAfter));
    expect(seen.filter((i) => i.event === 'corrected').map((i) => i.historyId)).toEqual([seen[0]!.historyId]);
  });

  it('is told of a row committed late, below ids it was already given', async () => {
    const db = sqlClient(payload);
    const insert = (id: number, key: string) =>
      db.execute({
        sql: `INSERT INTO validity_history (id, subject, subject_key, recorded_on, source, valid_from, valid_until, decision, entered_in_error, updated_at, created_at)
              VALUES (?, 'certificate', ?, ?, 'import', '2020-04-01', '2029-03-31', 'valid', false, ?, ?)`,
        args: [id, key, today, new Date().toISOString(), new Date().toISOString()],
      });
    const top = await maxRowId();
    // The id after the last was taken by a transaction still running; the one after it has committed.
    await insert(top + 2, `${BODY}:LATE-2`);
    const first = await follow(cursor);
    expect(first.items.map((i) => i.historyId)).toEqual([top + 2]);
    await insert(top + 1, `${BODY}:LATE-1`);
    const second = await follow(first.next);
    expect(second.items.map((i) => [i.historyId, i.certificateNumber, i.apiUrl])).toEqual([[top + 1, 'LATE-1', null]]);
    expect((await follow(second.next)).items).toEqual([]);
    cursor = second.next;
    if (db.dialect === 'postgres') await db.execute("SELECT setval(pg_get_serial_sequence('validity_history', 'id'), (SELECT MAX(id) FROM validity_history))");
  });

  it('on PostgreSQL, reads a report that commits after a staff edit that took a later id', async () => {
    // SQLite has one writer at a time: ids are given in the order of commits there.
    if (sqlClient(payload).dialect !== 'postgres') return;
    const pool = (payload.db as unknown as { pool: Pool }).pool;
    const connection = await pool.connect();
    try {
      await connection.query('BEGIN');
      const pending = await connection.query(
        `INSERT INTO validity_history (subject, subject_key, recorded_on, source, decision, entered_in_error) VALUES ('certificate', $1, $2, 'import', 'valid', false) RETURNING id`,
        [`${BODY}:PENDING`, today],
      );
      await payload.update({ collection: 'accredited-bodies', id: await bodyId(), data: { expiryDate: '2100-03-31' } });
      const before = await follow(cursor);
      expect(before.items.map((i) => i.key)).toEqual([BODY]);
      await connection.query('COMMIT');
      const after = await follow(before.next);
      expect(after.items.map((i) => i.historyId)).toEqual([Number(pending.rows[0].id)]);
    } finally {
      connection.release();
    }
  });
});

describe('a mirror that keeps every field, not only status and dates', () => {
  type Item = { id: string; event: string; subject: string; key: string; source: { kind: string; reportId: number | null }; apiUrl: string | null; record: Record<string, unknown> | null };
  /** The record an `apiUrl` gives now, or null when it answers 404. */
  async function fetchRecord(apiUrl: string): Promise<Record<string, unknown> | null> {
    const url = new URL(apiUrl);
    const last = decodeURIComponent(url.pathname.split('/').at(-1)!);
    const response = url.pathname.includes('/certified-organisations/')
      ? await openDataRoutes.certifiedOrganisation.GET(new Request(`http://127.0.0.1:3000${url.pathname}`), { params: Promise.resolve({ id: last }) })
      : await openDataRoutes.accreditedBody.GET(new Request(`http://127.0.0.1:3000${url.pathname}`), { params: Promise.resolve({ number: last }) });
    if (response.status === 404) return null;
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  }
  /** The mirror's one rule, for every item in order: keep its `record` under its `key`, or drop the key when `record` is null. */
  function apply(mirror: Map<string, Record<string, unknown>>, items: Item[]) {
    for (const item of items) {
      if (item.record) mirror.set(item.key, item.record);
      else mirror.delete(item.key);
    }
  }

  it('is told of a rename in a report, a staff edit of a body’s name, a deletion and a renumbering, and ends holding what the register holds', async () => {
    let cursor = (await follow(new Date().toISOString())).next;
    const number = (n: number) => `${BODY}-${String(n).padStart(5, '0')}`;
    const keys = [BODY, `${BODY}:${number(2)}`, `${BODY}:${number(3)}`, `${BODY}:${number(4)}`];
    const certificateId = async (certificateNumber: string) =>
      (await payload.find({ collection: 'certified-organisations', where: { certificateNumber: { equals: certificateNumber } }, depth: 0 })).docs[0]!.id;
    const urls = {
      [keys[0]!]: `https://site.example/api/v1/accredited-bodies/${BODY}`,
      [keys[1]!]: `https://site.example/api/v1/certified-organisations/${await certificateId(number(2))}`,
      [keys[2]!]: `https://site.example/api/v1/certified-organisations/${await certificateId(number(3))}`,
      [keys[3]!]: `https://site.example/api/v1/certified-organisations/${await certificateId(number(4))}`,
    };
    // The mirror's download: the four records as the API gave them.
    const mirror = new Map<string, Record<string, unknown>>();
    for (const key of keys) mirror.set(key, (await fetchRecord(urls[key]!))!);

    // A report that only renames certificate 2 (its status and dates as before): no history row, an edit.
    const reportId = await report([certificate(2, { organisationName: '鏡面試験組織2改称後（サンプル）' })], 'changes');
    await payload.update({ collection: 'accredited-bodies', id: await bodyId(), data: { nameEn: 'Mirror Test Certification (sample, renamed)' } });
    await payload.delete({ collection: 'certified-organisations', id: await certificateId(number(3)) });
    // Certificate 4 given another number: a new key in the history, and the old one deleted.
    await payload.update({ collection: 'certified-organisations', id: await certificateId(number(4)), data: { certificateNumber: `${number(4)}-R` } });
    const renumbered = `${BODY}:${number(4)}-R`;
    const round = await follow(cursor);
    const items = round.items as unknown as Item[];
    expect(items.map((e) => [e.event, e.subject, e.key, e.source])).toEqual([
      ['recorded', 'certificate', renumbered, { kind: 'staff', reportId: null }],
      ['updated', 'certificate', keys[1], { kind: 'import', reportId }],
      ['updated', 'accreditedBody', keys[0], { kind: 'staff', reportId: null }],
      ['deleted', 'certificate', keys[2], { kind: 'staff', reportId: null }],
      ['deleted', 'certificate', keys[3], { kind: 'staff', reportId: null }],
    ]);
    for (const edit of items.slice(1)) expect(edit.id).toMatch(/^e\d+$/);
    expect(items.map((e) => e.apiUrl)).toEqual([urls[keys[3]!], urls[keys[1]!], urls[keys[0]!], null, null]);
    expect(items.map((e) => e.record === null)).toEqual([false, false, false, true, true]);
    cursor = round.next;
    expect((await follow(cursor)).items).toEqual([]);

    // No fetch is needed: each item carries the record as it stands.
    apply(mirror, items);
    expect(mirror.get(keys[1]!)).toMatchObject({ organisationName: { ja: '鏡面試験組織2改称後（サンプル）' } });
    expect(JSON.stringify(mirror.get(keys[0]!))).toContain('Mirror Test Certification (sample, renamed)');
    expect([...mirror.keys()].sort()).toEqual([keys[0]!, keys[1]!, renumbered].sort());
    // What the mirror holds is what the API gives now (a certificate's own address adds the organisation's other certificates).
    for (const key of [keys[0]!, keys[1]!]) expect(await fetchRecord(urls[key]!)).toMatchObject(mirror.get(key)!);
    expect(await fetchRecord(urls[keys[3]!]!)).toMatchObject(mirror.get(renumbered)!);
  });
});

describe('a since the API did not give', () => {
  it('is refused with 400, in Japanese and in English', async () => {
    const { body: page } = await get<Page>(`?since=${encodeURIComponent(new Date().toISOString())}`);
    const tampered = `${page.next.slice(0, 6)}${page.next[6] === 'A' ? 'B' : 'A'}${page.next.slice(7)}`;
    for (const since of ['garbage', tampered, page.next.slice(0, -2)]) {
      const ja = await get<Problem>(`?since=${encodeURIComponent(since)}`);
      expect(ja.status).toBe(400);
      expect(ja.headers.get('content-type')).toContain('application/problem+json');
      expect(ja.body).toMatchObject({ status: 400, title: 'リクエストの条件が正しくありません', invalidParams: [{ name: 'since', code: 'cursor' }] });
      expect(ja.body.detail).toContain('このAPIが返したカーソルではありません');
      const en = await get<Problem>(`?since=${encodeURIComponent(since)}&lang=en`);
      expect(en.status).toBe(400);
      expect(en.body).toMatchObject({ title: "The request's conditions are not valid", invalidParams: [{ name: 'since', code: 'cursor' }] });
      expect(en.body.detail).toContain('not a cursor this API gave');
    }
    expect((await get<Problem>('?lang=en')).body.invalidParams).toMatchObject([{ name: 'since', code: 'since' }]);
    expect((await get<Problem>('?since=2999-01-01')).body.invalidParams).toMatchObject([{ name: 'since', code: 'future' }]);
    expect((await get<Problem>(`?since=${today}&limit=10`)).body.invalidParams).toMatchObject([{ name: 'limit', code: 'unknown' }]);
  });

  it('may be the day a download was made', async () => {
    const day = await get<Page>(`?since=${today}`);
    expect(day.status).toBe(200);
    expect(day.body.items.length).toBe(1000);
  });
});
