import { handleEndpoints, type Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { claimImportLease, releaseImportLease } from '@/platform/cms/importLease';
import { CLIENT_ADDRESS_HEADER } from '@/platform/http/clientAddress';

import { accreditedBodiesImportGuide } from '../sample/template';
import { BODY_COLUMNS, SCOPE_COLUMNS } from '../server/csv';
import { checkAccreditedBodiesCsv, importAccreditedBodiesCsv } from '../server/importer';

import { startTestPayload } from '@tests/support/payload';

/**
 * The check-only run of the accredited-body import (POST /api/accredited-bodies/import?check=1):
 * the same reading, checks and comparison as an import, the same counts and problems, and
 * nothing written: no body, no validity history, no import record, no audit entry, no lease.
 */

let payload: Payload;
let stop: () => Promise<void>;
let token: string;
const password = 'int-test-password';

beforeAll(async () => {
  ({ payload, stop } = await startTestPayload());
  await payload.create({ collection: 'users', data: { email: 'first@example.invalid', password, name: '最初の職員' } });
  const manager = await payload.create({ collection: 'users', data: { email: 'directory@example.invalid', password, roles: ['directory'] } });
  const login = await payload.login({ collection: 'users', data: { email: manager.email, password }, req: { headers: new Headers({ [CLIENT_ADDRESS_HEADER]: '192.0.2.21' }) } });
  token = login.token!;
});
afterAll(async () => stop());

type Row = Partial<Record<(typeof BODY_COLUMNS)[number], string>>;
const csv = (rows: Row[]) => [BODY_COLUMNS.join(','), ...rows.map((row) => BODY_COLUMNS.map((c) => row[c] ?? '').join(','))].join('\r\n') + '\r\n';
const body = (number: string, extra: Row = {}): Row => ({
  accreditation_number: number,
  scheme: 'management_system',
  name_ja: `確認のみ試験認証センター${number}（サンプル）`,
  tel: '03-0000-1234',
  initial_date: '2024-04-01',
  expiry_date: '2030-03-31',
  prefecture: '13',
  sample: '1',
  ...extra,
});

/** A POST as it reaches Payload's REST handler, signed in as the directory manager (or no one). */
async function post(apiPath: string, files: Record<string, string>, signedIn = true): Promise<Response> {
  const form = new FormData();
  for (const [name, text] of Object.entries(files)) form.append(name, new Blob([text], { type: 'text/csv' }), `${name}.csv`);
  const request = new Response(form);
  const bytes = Buffer.from(await request.arrayBuffer());
  const headers = new Headers({ 'content-type': request.headers.get('content-type')!, 'content-length': String(bytes.byteLength) });
  if (signedIn) headers.set('authorization', `JWT ${token}`);
  return handleEndpoints({ config: payload.config, request: new Request(`http://localhost:3000/api${apiPath}`, { method: 'POST', headers, body: bytes }) });
}

/** Everything an import may write: the bodies (with their last change), their history, import records, audit entries, leases. */
async function written() {
  const find = (collection: 'accredited-bodies' | 'validity-history' | 'import-runs' | 'audit-log' | 'import-leases') =>
    payload.find({ collection, pagination: false, depth: 0, overrideAccess: true }).then(({ docs }) => docs as unknown as Record<string, unknown>[]);
  const [bodies, history, runs, audit, leases] = await Promise.all([find('accredited-bodies'), find('validity-history'), find('import-runs'), find('audit-log'), find('import-leases')]);
  return {
    bodies: bodies.map((b) => [b.accreditationNumber, b.updatedAt, b.tel]),
    history: history.length,
    runs: runs.length,
    audit: audit.length,
    leases: leases.map((l) => [l.directory, l.holder, l.updatedAt]),
  };
}

describe('a check-only run of the accredited-body import', () => {
  const first = csv([body('CHECK001'), body('CHECK002'), body('CHECK003')]);
  const next = csv([body('CHECK001'), body('CHECK002'), body('CHECK003', { tel: '03-0000-9999' }), body('CHECK004'), body('CHECK005')]);

  it('answers what an import would do, and writes nothing', async () => {
    expect((await post('/accredited-bodies/import', { bodies: first })).status).toBe(200);
    const before = await written();
    expect(before.bodies).toHaveLength(3);

    const response = await post('/accredited-bodies/import?check=1', { bodies: next });
    expect(response.status).toBe(200);
    const check = (await response.json()) as Record<string, unknown>;
    expect(check).toMatchObject({
      checkOnly: true,
      ok: true,
      rows: 5,
      created: 2,
      updated: 1,
      unchanged: 2,
      errors: [],
      errorCount: 0,
      plan: {
        created: [
          { accreditationNumber: 'CHECK004', name: '確認のみ試験認証センターCHECK004（サンプル）' },
          { accreditationNumber: 'CHECK005', name: '確認のみ試験認証センターCHECK005（サンプル）' },
        ],
        updated: [{ accreditationNumber: 'CHECK003', name: '確認のみ試験認証センターCHECK003（サンプル）', columns: ['tel'] }],
      },
      text: { ja: expect.stringContaining('何も書き込んでいません'), en: expect.stringContaining('nothing has been written') },
    });
    expect(await written()).toEqual(before);

    // The import of the same file does what the check said.
    const imported = (await (await post('/accredited-bodies/import', { bodies: next })).json()) as Record<string, unknown>;
    expect(imported).toMatchObject({ ok: true, rows: 5, created: 2, updated: 1, unchanged: 2 });
    expect(imported.checkOnly).toBeUndefined();
    const after = await written();
    expect(after.bodies).toHaveLength(5);
    expect(after.runs).toBe(before.runs + 1);
  });

  it('reports the same problems, by line, as an import of the same files would', async () => {
    const scopes = [SCOPE_COLUMNS.join(','), 'CHECK001,QMS,品質マネジメントシステム,,,', 'CHECK404,QMS,品質マネジメントシステム,,,', 'CHECK001,ZZZ,不明,,,'].join('\r\n');
    const bad = csv([body('CHECK001'), body('CHECK006', { expiry_date: '2024-02-30' }), body('CHECK007', { prefecture: '', country: 'JP' }), body('CHECK001')]);
    const before = await written();

    const response = await post('/accredited-bodies/import?check=1', { bodies: bad, scopes });
    expect(response.status).toBe(400);
    const check = (await response.json()) as { ok: boolean; rows: number; errors: unknown[]; errorCount: number; checkOnly: boolean; plan: unknown };
    expect(check).toMatchObject({ ok: false, checkOnly: true, rows: 4, plan: { created: [], updated: [] } });
    expect(check.errorCount).toBeGreaterThanOrEqual(5);
    expect(await written()).toEqual(before);

    const response2 = await post('/accredited-bodies/import', { bodies: bad, scopes });
    expect(response2.status).toBe(400);
    const imported = (await response2.json()) as typeof check;
    expect({ rows: check.rows, errors: check.errors, errorCount: check.errorCount }).toEqual({ rows: imported.rows, errors: imported.errors, errorCount: imported.errorCount });
    // The refused import is recorded as an import; the check was not.
    expect((await written()).runs).toBe(before.runs + 1);
  });

  it('gives the same report as the import through the importer itself, for the templates too', async () => {
    const guide = accreditedBodiesImportGuide();
    const check = await checkAccreditedBodiesCsv(payload, guide.bodies.template.csv, guide.scopes.template.csv);
    expect(check).toMatchObject({ ok: true, rows: 3, created: 3, updated: 0, unchanged: 0, errorCount: 0 });
    expect(await payload.count({ collection: 'accredited-bodies', where: { accreditationNumber: { like: 'SAMPLE-' } }, overrideAccess: true })).toMatchObject({ totalDocs: 0 });
    const imported = await importAccreditedBodiesCsv(payload, guide.bodies.template.csv, guide.scopes.template.csv);
    const counts = (r: typeof imported) => ({ ok: r.ok, rows: r.rows, created: r.created, updated: r.updated, unchanged: r.unchanged, errors: r.errors, errorCount: r.errorCount });
    expect(counts(imported)).toEqual(counts(check));
    // Once imported, a check finds nothing to do.
    expect(await checkAccreditedBodiesCsv(payload, guide.bodies.template.csv, guide.scopes.template.csv)).toMatchObject({ created: 0, updated: 0, unchanged: 3, plan: { created: [], updated: [] } });
  });

  it('runs while an import holds the directory, without touching its lease', async () => {
    const holder = await claimImportLease(payload, 'accredited-bodies', { startedBy: 'someone@example.invalid' });
    expect(holder).not.toBeNull();
    try {
      const before = await written();
      expect((await post('/accredited-bodies/import?check=1', { bodies: next })).status).toBe(200);
      expect((await post('/accredited-bodies/import', { bodies: next })).status).toBe(409);
      expect(await written()).toEqual(before);
    } finally {
      await releaseImportLease(payload, 'accredited-bodies', holder!);
    }
  });

  it('is refused to visitors like an import', async () => {
    const response = await post('/accredited-bodies/import?check=1', { bodies: next }, false);
    expect(response.status).toBe(401);
  });
});
