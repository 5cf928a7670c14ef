import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';

import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { generateSampleAccreditedBodies, importAccreditedBodies } from '@/features/accredited-bodies/cms';
import { importSampleCertificates } from '@/features/certified-organisations/cms';
import { todayInJapan } from '@/platform/time/japan';

import { startTestPayload } from '@tests/support/payload';

/**
 * The daily snapshots on a migrated database (SQLite, and PostgreSQL in CI's second pass): a
 * register of a few thousand certificates read a page at a time into gzip CSV and NDJSON that
 * hold what the downloads hold, the files served as files to save with their SHA-256 as ETag,
 * two runs at once making each snapshot once, and the 90 days kept by the same job. Nothing is
 * timed; the bench (bench/snapshots.ts) measures 10^6.
 */

// The API's allowance is counted per client: the address the site's server would have set.
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-site-client-address': '192.0.2.61' }) }));

let payload: Payload;
let stop: () => Promise<void>;
// Loaded once Payload runs on the test's database: these reach the site's CMS client, whose
// configuration reads the database's address when it is first imported (tests/support/payload.ts).
let site: {
  job: typeof import('../cms');
  routes: typeof import('../index');
  records: typeof import('../server/snapshots/records');
  csvMetadata: typeof import('../server/csvw').csvMetadata;
  DATASETS: typeof import('../server/datasets').DATASETS;
  bodiesExport: typeof import('@/features/accredited-bodies').bodiesExport;
  certified: typeof import('@/features/certified-organisations');
  reportsExport: typeof import('@/features/decision-reports').reportsExport;
};

const ORIGIN = 'https://site.example';
const CERTIFICATES = 2500;
const DAY_MS = 86_400_000;
const today = todayInJapan();
/** A run of the job on the day in Japan `days` from today, whatever the hour now. */
const runOn = (days: number) => site.job.runDailySnapshots(payload, { now: new Date(Date.now() + days * DAY_MS), hour: 0 });
const dayFrom = (days: number) => todayInJapan(new Date(Date.now() + days * DAY_MS));

type Context = { params: Promise<{ dataset: string; file: string }> };
const context = (dataset: string, file: string): Context => ({ params: Promise.resolve({ dataset, file }) });
const request = (dataset: string, file: string, headers: Record<string, string> = {}, query = '') =>
  new Request(`${ORIGIN}/data/snapshots/${dataset}/${file}${query}`, { headers });
const get = (dataset: string, file: string, headers: Record<string, string> = {}, query = '') => site.routes.snapshotFileRoute(request(dataset, file, headers, query), context(dataset, file));

/** A snapshot file as a mirror downloads it: the bytes, unpacked. */
async function download(dataset: string, file: string) {
  const response = await get(dataset, file);
  expect(response.status, `${dataset}/${file}`).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes, text: gunzipSync(bytes).toString('utf8') };
}

/** A live download as the site serves it (the export's route handler), as text with its byte order mark (which `Response.text()` would drop). */
async function live(handler: (request: Request) => Promise<Response>, address: string): Promise<string> {
  const response = await handler(new Request(`${ORIGIN}${address}`));
  expect(response.status, address).toBe(200);
  return Buffer.from(await response.arrayBuffer()).toString('utf8');
}

const csvRows = (text: string) => parse(text, { bom: true, relax_column_count: false }) as string[][];
const ndjsonItems = (text: string) =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
const sorted = (rows: string[][]) => [...rows].sort((a, b) => a.join('\u0000').localeCompare(b.join('\u0000')));

/** The snapshot files of a day in the store (DATA_DIR/open-data: no bucket here). */
const filesOf = (day: string) =>
  readdirSync(path.join(process.env.DATA_DIR!, 'open-data', 'snapshots'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.startsWith(`${day}-`))
    .map((entry) => path.join(entry.parentPath, entry.name));
const rowsOf = async (day: string) =>
  (await payload.find({ collection: 'open-data-snapshots', where: { day: { equals: day } }, pagination: false, depth: 0, overrideAccess: true })).docs;

beforeAll(async () => {
  ({ payload, stop } = await startTestPayload());
  const [job, routes, records, csvw, datasets, bodies, certified, reports] = await Promise.all([
    import('../cms'),
    import('../index'),
    import('../server/snapshots/records'),
    import('../server/csvw'),
    import('../server/datasets'),
    import('@/features/accredited-bodies'),
    import('@/features/certified-organisations'),
    import('@/features/decision-reports'),
  ]);
  site = { job, routes, records, csvMetadata: csvw.csvMetadata, DATASETS: datasets.DATASETS, bodiesExport: bodies.bodiesExport, certified, reportsExport: reports.reportsExport };
  expect(await (await import('@/platform/cms/client')).getPayloadClient()).toBe(payload);
  process.env.SITE_URL = ORIGIN;
  await importAccreditedBodies(payload, generateSampleAccreditedBodies(40, { seed: 3 }));
  await importSampleCertificates(payload, { rows: CERTIFICATES, seed: 21, asOf: today });
}, 180_000);
afterAll(async () => stop());

describe('the daily snapshots', () => {
  it('hold, for every dataset, what its downloads hold: the register whole, read a page at a time, under its CSV description’s header', async () => {
    const run = await runOn(0);
    expect(run.day).toBe(today);
    expect(run.failed).toEqual([]);
    expect(run.made.map((made) => made.dataset)).toEqual(site.DATASETS.map((dataset) => dataset.id));

    // The register: every certificate (more than two pages of 1,000), its rows those of the whole
    // register's download, in the order of their ids rather than the search's.
    const register = site.DATASETS.find((dataset) => dataset.id === 'certified-organisations')!;
    const snapshotCsv = csvRows((await download(register.id, `${today}.csv.gz`)).text);
    const header = site.csvMetadata(register, ORIGIN).tableSchema.columns.map((column) => column.titles);
    expect(snapshotCsv[0]).toEqual(header);
    expect(snapshotCsv).toHaveLength(CERTIFICATES + 1);
    const exportCsv = csvRows(await live(site.certified.certificatesExport('ja'), `${register.download.csv}`));
    expect(exportCsv[0]).toEqual(header);
    expect(sorted(snapshotCsv.slice(1))).toEqual(sorted(exportCsv.slice(1)));
    const record = await site.records.snapshotOn(payload, register.id, today);
    expect(record).toMatchObject({ rowCount: CERTIFICATES, day: today });

    // Its NDJSON: the JSON download's items, one a line.
    const items = ndjsonItems((await download(register.id, `${today}.ndjson.gz`)).text);
    const json = JSON.parse(await live(site.certified.certificatesExport('ja'), register.download.json)) as { certificates: { id: number }[]; count: number };
    expect(json.count).toBe(CERTIFICATES);
    const byId = (list: { id: number }[]) => [...list].sort((a, b) => a.id - b.id);
    expect(byId(items as { id: number }[])).toEqual(byId(json.certificates));

    // The others read whole in the download's own order: the same bytes once unpacked.
    const handlers: Record<string, (request: Request) => Promise<Response>> = {
      'accredited-bodies': site.bodiesExport('ja'),
      'accreditation-scopes': site.bodiesExport('ja'),
      'decision-reports': site.reportsExport('ja'),
      'register-coverage': site.certified.coverageExport('ja'),
    };
    for (const dataset of site.DATASETS.filter((d) => d.id in handlers)) {
      const csv = await download(dataset.id, `${today}.csv.gz`);
      expect(csv.text, dataset.id).toBe(await live(handlers[dataset.id]!, dataset.download.csv));
      expect(csvRows(csv.text)[0], dataset.id).toEqual(site.csvMetadata(dataset, ORIGIN).tableSchema.columns.map((column) => column.titles));
      const listed = JSON.parse(await live(handlers[dataset.id]!, dataset.download.json)) as Record<string, unknown>;
      const list = Object.values(listed).find(Array.isArray) as unknown[];
      expect(ndjsonItems((await download(dataset.id, `${today}.ndjson.gz`)).text), dataset.id).toEqual(list);
    }
    expect(run.made.find((made) => made.dataset === 'accredited-bodies')?.rowCount).toBe(40);
  });

  it('are served as gzip files to save, their SHA-256 the ETag; `latest` leads to the newest day; any other name is a problem', async () => {
    const dataset = 'certified-organisations';
    const record = (await site.records.snapshotOn(payload, dataset, today))!;
    const { response, bytes } = await download(dataset, `${today}.csv.gz`);
    expect(Object.fromEntries(['content-type', 'content-disposition', 'cache-control', 'etag', 'content-length', 'access-control-allow-origin'].map((h) => [h, response.headers.get(h)]))).toEqual({
      'content-type': 'application/gzip',
      'content-disposition': `attachment; filename="${dataset}-${today}.csv.gz"`,
      'cache-control': 'public, max-age=86400, immutable',
      etag: `"${record.csv.sha256}"`,
      'content-length': String(record.csv.bytes),
      'access-control-allow-origin': '*',
    });
    // Never content-encoding: a browser must save the file, not unpack it.
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(record.csv.sha256);
    expect(bytes.length).toBe(record.csv.bytes);

    const head = await site.routes.snapshotFileHeadRoute(request(dataset, `${today}.ndjson.gz`), context(dataset, `${today}.ndjson.gz`));
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(record.ndjson.bytes));
    expect(head.headers.get('etag')).toBe(`"${record.ndjson.sha256}"`);
    expect(await head.text()).toBe('');

    const again = await get(dataset, `${today}.csv.gz`, { 'if-none-match': `"${record.csv.sha256}"` });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(`"${record.csv.sha256}"`);

    const latest = await get(dataset, 'latest.ndjson.gz');
    expect(latest.status).toBe(302);
    expect(latest.headers.get('location')).toBe(`${ORIGIN}/data/snapshots/${dataset}/${today}.ndjson.gz`);

    for (const [name, file] of [
      ['nothing', `${today}.csv.gz`],
      [dataset, '2001-01-01.csv.gz'],
      [dataset, `${today}.csv`],
      [dataset, `${today}.json.gz`],
      [dataset, '2026-02-30.csv.gz'],
    ] as const) {
      const missing = await get(name, file);
      expect(missing.status, `${name}/${file}`).toBe(404);
      expect(missing.headers.get('content-type'), `${name}/${file}`).toContain('application/problem+json');
    }
    const english = (await (await get('nothing', 'latest.csv.gz', {}, '?lang=en')).json()) as { detail: string; status: number };
    expect(english).toMatchObject({ status: 404, detail: `There is no file at this address. The daily snapshots are listed at ${ORIGIN}/data/snapshots.` });

    // The catalogue lists the newest snapshot's two files beside the live downloads.
    const catalogue = (await (await site.routes.catalogueRoute()).json()) as { 'dcat:dataset': { '@id': string; 'dcat:distribution': Record<string, unknown>[] }[] };
    const files = catalogue['dcat:dataset'].find((d) => d['@id'].endsWith(`#${dataset}`))!['dcat:distribution'];
    expect(files.map((file) => file['dcat:downloadURL'])).toEqual([
      `${ORIGIN}/ms_certifications/list/export?format=csv&status=all`,
      `${ORIGIN}/ms_certifications/list/export?format=json&status=all`,
      `${ORIGIN}/data/snapshots/${dataset}/${today}.csv.gz`,
      `${ORIGIN}/data/snapshots/${dataset}/${today}.ndjson.gz`,
    ]);
    expect(files[2]).toMatchObject({ 'dcat:byteSize': record.csv.bytes, 'spdx:checksum': { 'spdx:checksumValue': record.csv.sha256 } });
  });

  it('are made once a day across servers: two runs at once make one snapshot of each dataset between them', async () => {
    const day = dayFrom(-1);
    const [first, second] = await Promise.all([runOn(-1), runOn(-1)]);
    expect([...first.made, ...second.made].map((made) => made.dataset).sort()).toEqual(site.DATASETS.map((dataset) => dataset.id).sort());
    expect([...first.failed, ...second.failed]).toEqual([]);
    expect((await rowsOf(day)).map((row) => row.dataset).sort()).toEqual(site.DATASETS.map((dataset) => dataset.id).sort());
    expect(filesOf(day)).toHaveLength(site.DATASETS.length * 2);
    // A third run the same day finds nothing left to do.
    expect((await runOn(-1)).made).toEqual([]);
    expect(filesOf(day)).toHaveLength(site.DATASETS.length * 2);
  });

  it('with /api/v1/changes from the time the snapshot was made, keep a mirror holding what the register holds', async () => {
    const { importReport, importTarget } = await import('@/features/certified-organisations/cms');
    const register = site.DATASETS.find((dataset) => dataset.id === 'certified-organisations')!;
    const record = (await site.records.snapshotOn(payload, register.id, today))!;
    type Fact = { name: string; status: string };
    const keyOf = (item: { bodyNumber: string; certificateNumber: string }) => `${item.bodyNumber}:${item.certificateNumber}`;
    // The mirror: today's snapshot, loaded.
    const snapshot = ndjsonItems((await download(register.id, `${today}.ndjson.gz`)).text) as { bodyNumber: string; certificateNumber: string; organisationName: string; status: string }[];
    const mirror = new Map<string, Fact>(snapshot.map((item) => [keyOf(item), { name: item.organisationName, status: item.status }]));

    // Then the register changes: a report renames one certificate, withdraws another and adds a
    // new one (rows as the snapshot's CSV holds them, edited); staff delete a third.
    const csv = csvRows((await download(register.id, `${today}.csv.gz`)).text);
    const [header, ...rows] = csv;
    const column = (name: string) => header!.indexOf(name);
    const body = rows[0]![column('body_number')]!;
    const [renamed, withdrawn, deleted] = rows.filter((row) => row[column('body_number')] === body && row[column('status')] === 'valid');
    const edited = (row: string[], changes: Record<string, string>) => row.map((cell, i) => changes[header![i]!] ?? cell);
    const file = [
      header!,
      edited(renamed!, { organisation_name: '改称後の見本組織（サンプル）' }),
      edited(withdrawn!, { status: 'withdrawn' }),
      edited(renamed!, { certificate_number: `${renamed![column('certificate_number')]}-NEW`, organisation_name: '新規登録の見本組織（サンプル）' }),
    ];
    const done = await importReport(Readable.from([Buffer.from(`\uFEFF${stringify(file)}`)]), importTarget(payload), { kind: 'changes', by: { name: 'directory@example.invalid' } });
    expect(done).toMatchObject({ ok: true, state: 'published' });
    const gone = await payload.find({ collection: 'certified-organisations', where: { certificateNumber: { equals: deleted![column('certificate_number')] } }, depth: 0 });
    await payload.delete({ collection: 'certified-organisations', id: gone.docs[0]!.id });

    // The mirror follows the changes from the snapshot's time, keeping each item's record (a few
    // requests, within a client's allowance; no record is fetched one by one).
    let since = record.startedAt;
    for (;;) {
      const response = await site.routes.openDataRoutes.changes.GET(new Request(`${ORIGIN}/api/v1/changes?since=${encodeURIComponent(since)}`), { params: Promise.resolve({}) });
      expect(response.status).toBe(200);
      const page = (await response.json()) as { upToDate: boolean; next: string; items: { subject: string; key: string; record: { organisationName: { ja: string }; status: string } | null }[] };
      for (const item of page.items.filter((i) => i.subject === 'certificate')) {
        if (item.record) mirror.set(item.key, { name: item.record.organisationName.ja, status: item.record.status });
        else mirror.delete(item.key);
      }
      since = page.next;
      if (page.upToDate) break;
    }

    // What the register's whole download holds now, and what the mirror holds.
    const now = JSON.parse(await live(site.certified.certificatesExport('ja'), register.download.json)) as { certificates: { bodyNumber: string; certificateNumber: string; organisationName: string; status: string }[] };
    const expected = new Map(now.certificates.map((item) => [keyOf(item), { name: item.organisationName, status: item.status }]));
    expect(mirror.size).toBe(CERTIFICATES);
    expect(mirror.get(`${body}:${renamed![column('certificate_number')]}`)).toEqual({ name: '改称後の見本組織（サンプル）', status: 'valid' });
    expect(mirror.get(`${body}:${withdrawn![column('certificate_number')]}`)?.status).toBe('withdrawn');
    expect(mirror.has(`${body}:${deleted![column('certificate_number')]}`)).toBe(false);
    expect(new Map([...mirror].sort())).toEqual(new Map([...expected].sort()));
  }, 180_000);

  it('are kept 90 days: the run of a day deletes the snapshot 91 days before it, files and row, and keeps the one 89 days before', async () => {
    // Tomorrow's run, after runs 91 and 89 days before tomorrow.
    const old = dayFrom(1 - 91);
    const kept = dayFrom(1 - 89);
    expect((await runOn(1 - 91)).made).toHaveLength(site.DATASETS.length);
    expect((await runOn(1 - 89)).made).toHaveLength(site.DATASETS.length);
    expect(filesOf(old)).toHaveLength(site.DATASETS.length * 2);
    const run = await runOn(1);
    expect(run.made).toHaveLength(site.DATASETS.length);
    expect(run.pruned).toBe(site.DATASETS.length);
    expect(await rowsOf(old)).toEqual([]);
    expect(filesOf(old)).toEqual([]);
    expect(await rowsOf(kept)).toHaveLength(site.DATASETS.length);
    expect(filesOf(kept)).toHaveLength(site.DATASETS.length * 2);
    expect((await get('decision-reports', `${old}.csv.gz`)).status).toBe(404);
    expect((await get('decision-reports', `${kept}.csv.gz`)).status).toBe(200);
    // Today's and yesterday's stay too; `latest` now leads to tomorrow's.
    expect(existsSync(filesOf(today)[0]!)).toBe(true);
    expect((await get('decision-reports', 'latest.csv.gz')).headers.get('location')).toBe(`${ORIGIN}/data/snapshots/decision-reports/${dayFrom(1)}.csv.gz`);
  });
});
