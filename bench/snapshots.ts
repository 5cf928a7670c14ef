/**
 * The open data's daily snapshot at national scale (issue 42, ADR 32): BENCH_CERTIFICATES sample
 * certificates (1,000,000), loaded through the register's streaming import as a report of
 * changes (the fastest way the site has: bench/certified.ts, scripts/generate-certified.ts), beside
 * BENCH_BODIES accredited bodies (500), then one full run of the daily job, timed: all five
 * datasets, each read in batches and written as gzip CSV and gzip NDJSON into the file store
 * (DATA_DIR here). Prints each dataset's rows, seconds and bytes, the register's rows a second, and
 * the peak memory (resident set) of this process during the run, which must not grow with the
 * register.
 *
 *   npm run bench:snapshots
 *   BENCH_CERTIFICATES=20000 npm run bench:snapshots                           a quick check
 *   BENCH_POSTGRES_URL=postgres://…/postgres npm run bench:snapshots          on PostgreSQL
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';

import { stringify } from 'csv-stringify/sync';

const certificateCount = Number(process.env.BENCH_CERTIFICATES ?? 1_000_000);
const bodyCount = Number(process.env.BENCH_BODIES ?? 500);
const postgresServer = process.env.BENCH_POSTGRES_URL;

const dir = mkdtempSync(path.join(tmpdir(), 'site-bench-snapshots-'));
const name = `site_bench_snapshots_${Date.now()}`;
let url = `file:${path.join(dir, 'site.db')}`;
if (postgresServer) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: postgresServer });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  url = Object.assign(new URL(postgresServer), { pathname: `/${name}` }).toString();
}
// The snapshots are written under DATA_DIR (no S3_BUCKET), as on one server.
Object.assign(process.env, { DATA_DIR: dir, DATABASE_URL: url, PAYLOAD_SECRET: 'bench-only', SITE_URL: 'https://site.example' });
delete process.env.S3_BUCKET;

const [{ getPayload }, { default: config }, bodies, certified, openData, { todayInJapan }] = await Promise.all([
  import('payload'),
  import('../src/payload/payload.config'),
  import('../src/features/accredited-bodies/cms'),
  import('../src/features/certified-organisations/cms'),
  import('../src/features/open-data/cms'),
  import('../src/platform/time/japan'),
]);

const payload = await getPayload({ config });
await payload.db.migrate();
const today = todayInJapan();

/** The register as a report file, generated as it is read: a few thousand rows in memory at a time. */
function* registerFile(): Generator<Buffer> {
  yield Buffer.from(`\uFEFF${stringify([[...certified.CERTIFICATE_COLUMNS]], { record_delimiter: 'windows' })}`);
  let rows: string[][] = [];
  for (const record of certified.generateSampleCertificates({ rows: certificateCount, seed: 42, asOf: today })) {
    rows.push(certified.toCells(record));
    if (rows.length === 5000) {
      yield Buffer.from(stringify(rows, { record_delimiter: 'windows' }));
      rows = [];
    }
  }
  if (rows.length) yield Buffer.from(stringify(rows, { record_delimiter: 'windows' }));
}

const loadStarted = performance.now();
await bodies.importAccreditedBodies(payload, bodies.generateSampleAccreditedBodies(bodyCount, { seed: 42 }));
const loaded = await certified.importReport(Readable.from(registerFile()), certified.importTarget(payload), { kind: 'changes', by: { name: 'bench' }, source: 'cli' });
if (!loaded.ok) throw new Error(`the register did not load: ${JSON.stringify(loaded.errors?.slice(0, 3))}`);
if (postgresServer) await (payload.db as unknown as { pool: { query(sql: string): Promise<unknown> } }).pool.query('ANALYZE certified_organisations');
const loadSeconds = (performance.now() - loadStarted) / 1000;

// Memory from here on: what the snapshot itself needs, with Payload and the loaded register's caches already in.
global.gc?.();
const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
const started = performance.now();
const run = await openData.runDailySnapshots(payload, { hour: 0 });
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);

const mb = (bytes: number) => (bytes < 1024 ** 2 ? `${(bytes / 1024).toFixed(0)} KB` : `${(bytes / 1024 ** 2).toFixed(1)} MB`);
const engine = postgresServer ? 'PostgreSQL' : 'SQLite';
console.info(`snapshots bench on ${engine}: ${certificateCount.toLocaleString('en')} certificates, ${bodyCount} bodies (loaded in ${loadSeconds.toFixed(0)} s)`);
console.info(`  ${'dataset'.padEnd(26)} ${'rows'.padStart(10)} ${'seconds'.padStart(8)} ${'rows/s'.padStart(9)} ${'CSV gzip'.padStart(10)} ${'NDJSON gzip'.padStart(12)}`);
for (const made of run.made) {
  console.info(
    `  ${made.dataset.padEnd(26)} ${made.rowCount.toLocaleString('en').padStart(10)} ${made.seconds.toFixed(1).padStart(8)} ${Math.round(made.rowCount / Math.max(made.seconds, 0.001)).toLocaleString('en').padStart(9)} ${mb(made.csvBytes).padStart(10)} ${mb(made.ndjsonBytes).padStart(12)}`,
  );
}
const register = run.made.find((made) => made.dataset === 'certified-organisations');
const bytes = run.made.reduce((sum, made) => sum + made.csvBytes + made.ndjsonBytes, 0);
console.info(`  the whole run: ${seconds.toFixed(1)} s, ${mb(bytes)} written${run.failed.length ? `; FAILED: ${run.failed.join(', ')}` : ''}`);
if (register && register.rowCount !== certificateCount) console.info(`  the register's snapshot holds ${register.rowCount} rows, not ${certificateCount}: WRONG`);
console.info(`  memory of this process: ${mb(before)} before the run, peak ${mb(peak)} during it (+${mb(peak - before)})`);

await payload.destroy?.();
rmSync(dir, { recursive: true, force: true });
if (postgresServer) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: postgresServer });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
process.exit(run.failed.length ? 1 : 0);
