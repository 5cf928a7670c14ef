/**
 * Certification bodies' reports at national scale (issue 37, ADR 25), on a fresh database:
 *
 * 1. The 10-day promise as the sample site measures it: the seeded sample reports' days from
 *    receipt to publication over the last twelve months (median, worst, share within 10 days),
 *    as the coverage page prints them.
 * 2. A whole register of BENCH_ROWS certificates (10^6 by default) imported as one report of
 *    changes only, in a process of its own: seconds and peak memory.
 * 3. One certification body's full report of BENCH_BODY_ROWS certificates (10^5): its first report,
 *    then a month later the same list with 1 % left out and 1 % changed: the preview's and the
 *    commit's seconds, peak memory.
 * 4. Register searches (the store's own statements, one client, no HTTP) for a while with the
 *    database idle, then while another such report commits: p50 and p95 of each.
 *
 *   npm run bench:reports
 *   BENCH_ROWS=100000 BENCH_BODY_ROWS=10000 npm run bench:reports
 *   BENCH_POSTGRES_URL=postgres://…/postgres npm run bench:reports        on PostgreSQL
 *
 * Targets of the issue, printed beside the figures: preview under 30 s and commit under 60 s for
 * the body's 10^5 certificates; the whole register under 3 minutes at under 500 MB; searches during
 * a commit within 2× idle.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { stringify } from 'csv-stringify';

import { CERTIFICATE_COLUMNS, generateSampleCertificates, toCells } from '../src/features/certified-organisations/cms';
import { todayInJapan } from '../src/platform/time/japan';
import { must } from './support/process';

const rows = Number(process.env.BENCH_ROWS ?? 1_000_000);
const bodyRows = Number(process.env.BENCH_BODY_ROWS ?? 100_000);
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 20);
const postgresServer = process.env.BENCH_POSTGRES_URL;
const today = todayInJapan();
const BODY = 'BENCH0001';

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function database(): Promise<{ env: NodeJS.ProcessEnv; dir: string; drop: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-bench-reports-'));
  const name = `site_bench_reports_${Date.now()}`;
  let url = `file:${path.join(dir, 'site.db')}`;
  if (postgresServer) {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: postgresServer });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    url = Object.assign(new URL(postgresServer), { pathname: `/${name}` }).toString();
  }
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, DATABASE_URL: url, PAYLOAD_SECRET: 'bench-only', CERTIFIED_COUNT_CACHE: '0' };
  return {
    env,
    dir,
    drop: async () => {
      rmSync(dir, { recursive: true, force: true });
      if (!postgresServer) return;
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: postgresServer });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Writes `records` as a register CSV. */
async function writeCsv(file: string, records: Iterable<ReturnType<typeof toCells>>): Promise<void> {
  const out = createWriteStream(file);
  const csv = stringify();
  csv.pipe(out);
  csv.write([...CERTIFICATE_COLUMNS]);
  for (const cells of records) if (!csv.write(cells)) await new Promise((resolve) => csv.once('drain', resolve));
  csv.end();
  await new Promise<void>((resolve) => out.on('finish', () => resolve()));
}

/** The sample register with its first `bodyRows` certificates given to one large body. */
function* register(total: number, seed: number, bodyShare: number, month: 'first' | 'next') {
  let i = 0;
  for (const record of generateSampleCertificates({ rows: total, seed, asOf: today })) {
    if (i < bodyShare) {
      // The next month's list: 1 % left out (ends), 1 % with a later expiry (changed).
      if (month === 'next' && i % 100 === 0) {
        i++;
        continue;
      }
      const expiresOn = month === 'next' && i % 100 === 1 ? addDays(record.expiresOn, 365) : record.expiresOn;
      yield toCells({ ...record, bodyNumber: BODY, bodyName: 'ベンチマーク認証機関（サンプル）', bodyNameEn: 'Benchmark Certification Body (sample)', certificateNumber: `BENCH-${i}`, expiresOn, decision: 'valid' });
    } else if (month === 'first') {
      yield toCells(record);
    }
    i++;
  }
}

type Measured = Record<string, number>;

/** Runs a measuring script; its last `MEASURED {json}` line, in the shape the caller names. */
function measured<T = Measured>(script: string, args: string[], env: NodeJS.ProcessEnv, onLine?: (line: string) => void): { child: ReturnType<typeof spawn>; done: Promise<T> } {
  const child = spawn('node', ['--import', 'tsx', script, ...args], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  const done = new Promise<T>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      for (const line of chunk.toString().split('\n')) if (line.trim()) onLine?.(line.trim());
    });
    child.on('exit', (code) => {
      const result = /^MEASURED (\{.*\})$/m.exec(out);
      if (code !== 0 || !result) return reject(new Error(`${script} failed (${code}): ${out.slice(-500)}`));
      resolve(JSON.parse(result[1]!));
    });
  });
  return { child, done };
}

const target = (ok: boolean) => (ok ? 'met' : 'NOT met');

const db = await database();
try {
  console.info(`${postgresServer ? 'PostgreSQL' : 'SQLite'}; ${rows.toLocaleString('en')} certificates, one body with ${bodyRows.toLocaleString('en')}`);
  console.info('Preparing the database (migrations and the sample site) …');
  must('node', ['--import', 'tsx', 'scripts/prepare-db.ts'], db.env, { output: 'ignore' });

  // 1. The promise, from the sample reports.
  const promise = measured('bench/support/coverage-figures.ts', [], db.env);
  const p = await promise.done;
  console.info(
    `\n10-day promise (sample reports, last 12 months): ${p.reports} reports, median ${p.median} days, worst ${p.worst} days, ${p.withinPromise} within 10 days (${((100 * p.withinPromise!) / Math.max(1, p.reports!)).toFixed(1)} %)`,
  );

  // 2. The whole register.
  const whole = path.join(db.dir, 'register.csv');
  await writeCsv(whole, register(rows, 3, bodyRows, 'first'));
  const imported = await measured('bench/support/report-measured.ts', [whole, 'changes', today], db.env).done;
  console.info(
    `\nWhole register (${rows.toLocaleString('en')} rows, one report of changes only): preview ${imported.previewSeconds!.toFixed(1)} s + commit ${imported.commitSeconds!.toFixed(1)} s = ${(imported.previewSeconds! + imported.commitSeconds!).toFixed(1)} s, peak ${imported.peakMb} MB` +
      `  [target under 180 s at under 500 MB: ${target(imported.previewSeconds! + imported.commitSeconds! < 180 && imported.peakMb! < 500)}]`,
  );

  // 3. One body's full report, a month later.
  const next = path.join(db.dir, 'next.csv');
  await writeCsv(next, register(bodyRows, 3, bodyRows, 'next'));
  const second = path.join(db.dir, 'second.csv');
  await writeCsv(
    second,
    (function* () {
      // The month after: the same list again, with every hundredth (from the third) changed.
      let i = 0;
      for (const cells of register(bodyRows, 3, bodyRows, 'next')) {
        if (i++ % 100 === 2) cells[9] = addDays(cells[9]!, 30);
        yield cells;
      }
    })(),
  );

  // 4. Searches idle, then while the body's report commits.
  const idle = await measured('bench/support/search-load.ts', [String(idleSeconds)], db.env).done;
  const report = await measured('bench/support/report-measured.ts', [next, 'full', today], db.env).done;
  console.info(
    `\nFull report of ${BODY} (${report.rows!.toLocaleString('en')} rows; ${report.ending} end, ${report.updated} changed, ${report.unchanged} unchanged): preview ${report.previewSeconds!.toFixed(1)} s, commit ${report.commitSeconds!.toFixed(1)} s, peak ${report.peakMb} MB` +
      `  [targets preview < 30 s: ${target(report.previewSeconds! < 30)}, commit < 60 s: ${target(report.commitSeconds! < 60)}]`,
  );
  // Searches run through the next report (preview and commit); those that overlap its commit are kept.
  let ready: () => void = () => undefined;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  const window = { from: 0, to: 0 };
  const load = measured<{ samples: [number, number][] }>('bench/support/search-load.ts', ['3600'], db.env, (line) => line === 'READY' && ready());
  await isReady;
  const secondReport = await measured('bench/support/report-measured.ts', [second, 'full', today], db.env, (line) => {
    const [word, at] = line.split(' ');
    if (word === 'COMMITTING') window.from = Number(at);
    if (word === 'COMMITTED') window.to = Number(at);
  }).done;
  load.child.kill('SIGTERM');
  const all = await load.done;
  const during = all.samples.filter(([at, ms]) => at + ms >= window.from && at <= window.to).map(([, ms]) => ms).sort((a, b) => a - b);
  const pct = (p: number) => Math.round(during[Math.min(during.length - 1, Math.ceil((p / 100) * during.length) - 1)] ?? 0);
  console.info(
    `\nSearches (store statements, one client): idle p50 ${idle.p50} / p95 ${idle.p95} ms over ${idle.count}; during a commit of ${secondReport.commitSeconds!.toFixed(1)} s (${secondReport.updated} changed) p50 ${pct(50)} / p95 ${pct(95)} ms over ${during.length}` +
      `  [target p95 within 2× idle: ${target(during.length > 0 && pct(95) <= 2 * idle.p95!)}]`,
  );
} finally {
  await db.drop();
}
