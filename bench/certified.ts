/**
 * The certified-organisation directory at national scale, measured through HTTP.
 *
 *   npm run bench:certified                          100,000 sample certificates
 *   BENCH_ROWS=1000000 npm run bench:certified       a million
 *   BENCH_DB=/path/site.db npm run bench:certified   an already prepared database (no import)
 *   BENCH_COUNT_CACHE=1 …                            with the count cache on (off by default)
 *   BENCH_POSTGRES_URL=postgres://…/postgres …       on PostgreSQL: a fresh database on that server
 *
 * Prepares a migrated, seeded database, generates BENCH_ROWS sample certificates as CSV and
 * imports them through the same streaming importer staff use (timed), builds into .next-bench,
 * starts the server, then for each query type requests BENCH_SAMPLES variants of it one after
 * another (the latency a visitor sees) and prints p50/p95/max; then BENCH_CONNECTIONS clients
 * at once on a mixed set (throughput on this machine).
 */
import type { ChildProcess } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import autocannon from 'autocannon';

import { must, startSite, waitFor } from './support/process';

const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const samples = Number(process.env.BENCH_SAMPLES ?? 40);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const port = 3205;
const root = process.cwd();
const next = path.join(root, 'node_modules', '.bin', 'next');
const prepared = process.env.BENCH_DB;
const postgresServer = process.env.BENCH_POSTGRES_URL;
const postgresName = `site_bench_${Date.now()}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'site-bench-certified-'));
const dbFile = prepared ? path.resolve(prepared) : path.join(dataDir, 'site.db');
const databaseUrl = postgresServer ? Object.assign(new URL(postgresServer), { pathname: `/${postgresName}` }).toString() : `file:${dbFile}`;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  PAYLOAD_SECRET: 'bench-only',
  NEXT_DIST_DIR: '.next-bench',
  NEXT_TELEMETRY_DISABLED: '1',
  // Every query pays its own count unless BENCH_COUNT_CACHE=1 (the site caches counts of recent searches).
  CERTIFIED_COUNT_CACHE: process.env.BENCH_COUNT_CACHE === '1' ? '1' : '0',
};

const enc = encodeURIComponent;
const L = '/ms_certifications/list';
/** Each query type with several variants, so no figure rests on one lucky query. */
const types: [string, string[]][] = [
  ['no condition (page 1)', [L]],
  ['keyword ja (3+ chars)', ['架空台', '霞ヶ浜', '建築物', '東京都', '惣菜', '星降谷工業'].map((q) => `${L}?q=${enc(q)}`)],
  ['keyword ja variants', ['ＡＢＣ', 'ｶﾌﾞｼｷ', 'かぶしき', '(株)ひかり', 'ﾃｸﾉ', 'てくの'].map((q) => `${L}?q=${enc(q)}`)],
  ['keyword en', ['kogyo', 'Construction', 'software', 'Osaka', 'Co., Ltd. Hikari'].map((q) => `/en${L}?q=${enc(q)}`)],
  ['keyword 1 char', ['光', '鈴', '空', 'あ', 'q'].map((q) => `${L}?q=${enc(q)}`)],
  ['keyword 2 chars', ['建設', '食品', '情報', '琥珀', 'ko'].map((q) => `${L}?q=${enc(q)}`)],
  ['keyword naming a standard', ['ISO 9001', 'ISO/IEC 27001 情報', 'JIS Q 45100', 'FSSC 22000 食品'].map((q) => `${L}?q=${enc(q)}`)],
  ['keyword: certificate number', ['S01-QM0000095', 'S02-EM0000322'].map((q) => `${L}?q=${enc(q)}`)],
  ['filter: scope (std)', ['QMS', 'EMS', 'ISMS', 'FSSC', 'AS9100'].map((s) => `${L}?std=${s}`)],
  ['filter: scope, several', [`${L}?std=FSMS&std=FSSC&std=JFSC`, `${L}?std=OHSMS&std=JOHSMS`]],
  ['per-standard page', ['9001', '14001', '27001', '45100'].map((s) => `${L}/${s}`)],
  ['filter: Japan / outside', [`${L}?area=jp`, `${L}?area=overseas`]],
  ['filter: IAF code', ['28', '3', '33', '17&iaf=18'].map((c) => `${L}?iaf=${c}`)],
  ['filter: classification', ['public', 'nonprofit', 'company'].map((c) => `${L}?cls=${c}`)],
  ['filter: prefecture', ['13', '47', '01&pref=02&pref=03'].map((p) => `${L}?pref=${p}`)],
  ['filter: country', ['CN', 'TH', 'US&country=VN'].map((c) => `${L}?area=overseas&country=${c}`)],
  ['combination', [`${L}?q=${enc('工業')}&std=EMS&pref=23`, `${L}?std=QMS&iaf=28&pref=13&cls=company`, `${L}?q=${enc('食品')}&std=FSSC&area=jp&status=all`]],
  ['sorted', ['expiry&order=desc', 'initial', 'number', 'location', 'body', 'office'].map((s) => `${L}?sort=${s}`)],
  ['deep page', [`${L}?page=500`, `${L}?page=2000`, `${L}?page=5000`, `${L}?q=${enc('工業')}&page=300`, `${L}?size=100&page=1000`]],
  ['no result', [`${L}?q=${enc('存在しない組織名')}`, `${L}?q=zzqqxx`]],
  ['detail page', ['1', '500', '5000', '50000'].map((id) => `/compatible_organizations/${id}`)],
  ['export CSV (a prefecture)', [`${L}/export?format=csv&pref=47`, `${L}/export?format=csv&pref=32`]],
  ['export JSON (a keyword)', [`${L}/export?format=json&q=${enc('霞ヶ浜')}`]],
];

async function timed(url: string): Promise<{ ms: number; status: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(`http://localhost:${port}${url}`);
  const body = await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status, bytes: body.byteLength };
}

/**
 * The bulk check of issue 15 at this size: 1,000 numbers as a procurement team pastes them (950
 * certificate numbers from the first 100,000 of the register, 30 of them again, 20 with a typo), posted as the
 * form without JavaScript does, then the answer's table and its CSV. Three rounds.
 */
async function bulkCheck(): Promise<void> {
  const numbers: string[] = [];
  // The API pages through the first 100,000 rows of a listing (1,000 pages of 100): 20 pages across them.
  const pages = Math.min(1_000, Math.max(1, Math.floor(rows / 100)));
  for (let i = 0; numbers.length < 950 && i < 20; i++) {
    const page = 1 + Math.floor((i * pages) / 20);
    const answer = (await (await fetch(`http://localhost:${port}/api/v1/certified-organisations?size=100&page=${page}`)).json()) as { items?: { certificateNumber: string }[] };
    for (const item of answer.items ?? []) if (numbers.length < 950) numbers.push(item.certificateNumber);
  }
  const list = [...numbers, ...numbers.slice(0, 30), ...numbers.slice(100, 120).map((n) => n.slice(0, -1) + (n.endsWith('7') ? '8' : '7') + 'X')];
  console.info(`\nbulk check of ${list.length} numbers (${numbers.length} from the register, 30 repeated, 20 mistyped), 3 rounds, ms:`);
  for (let round = 1; round <= 3; round++) {
    const form = new FormData();
    form.set('numbers', list.join('\n'));
    form.set('on', '');
    const started = performance.now();
    const post = await fetch(`http://localhost:${port}/verify/list`, { method: 'POST', body: form, redirect: 'manual', headers: { origin: `http://localhost:${port}` } });
    const location = post.headers.get('location');
    const posted = performance.now() - started;
    if (!location) {
      console.info(`  round ${round}: the post answered ${post.status} without a permalink`);
      continue;
    }
    const table = await timed(location);
    const csv = await timed(`${location}/csv`);
    console.info(
      `  round ${round}: post ${posted.toFixed(0)} (status ${post.status}); table ${table.ms.toFixed(0)} (${(table.bytes / 1024).toFixed(0)} KB, status ${table.status}); CSV ${csv.ms.toFixed(0)} (${(csv.bytes / 1024).toFixed(0)} KB); post to table ${(posted + table.ms).toFixed(0)}`,
    );
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

let server: ChildProcess | null = null;
try {
  let importLine = `prepared database ${dbFile} (not imported in this run)`;
  if (postgresServer) {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: postgresServer });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${postgresName}`);
    await admin.end();
  }
  if (!prepared) {
    console.info(`Preparing a ${postgresServer ? 'PostgreSQL' : 'SQLite'} database with ${rows.toLocaleString('en')} sample certificates …`);
    must('node', ['--import', 'tsx', 'scripts/prepare-db.ts'], env);
    const csv = path.join(dataDir, 'register.csv');
    const generated = must('node', ['--import', 'tsx', 'scripts/generate-certified.ts', '--rows', String(rows), '--out', csv], env);
    const { importCertificateCsv } = await import('../src/features/certified-organisations/cms');
    const { default: pg } = await import('pg');
    const pool = postgresServer ? new pg.Pool({ connectionString: databaseUrl }) : null;
    const report = await importCertificateCsv(createReadStream(csv), pool ? { pool } : { url: databaseUrl });
    if (pool) {
      await pool.query('ANALYZE certified_organisations');
      await pool.end();
    }
    if (!report.ok) throw new Error(`import failed: ${JSON.stringify(report.errors.slice(0, 3))}`);
    importLine = `generated ${rows.toLocaleString('en')} rows in ${generated.toFixed(1)} s; imported in ${report.seconds} s (${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged; ${Math.round(report.rows / report.seconds).toLocaleString('en')} rows/s)`;
  } else if (!existsSync(dbFile)) {
    throw new Error(`BENCH_DB ${dbFile} does not exist`);
  }
  console.info(importLine);
  must(next, ['build'], env);
  server = startSite(port, env);
  await waitFor(`http://localhost:${port}${L}`, 120);
  const total = await timed(L);
  console.info(
    `\n${importLine}\none client, ${samples} requests per query type (variants in turn), after one warm-up round; count cache ${env.CERTIFIED_COUNT_CACHE === '1' ? 'on' : 'off'}; times in ms\n`,
  );
  console.info(`${'query type'.padEnd(30)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)}  status`);
  for (const [name, urls] of types) {
    for (const url of urls) await timed(url);
    const times: number[] = [];
    const statuses = new Set<number>();
    for (let i = 0; i < samples; i++) {
      const result = await timed(urls[i % urls.length]!);
      times.push(result.ms);
      statuses.add(result.status);
    }
    times.sort((a, b) => a - b);
    console.info(
      `${name.padEnd(30)} ${percentile(times, 50).toFixed(1).padStart(7)} ${percentile(times, 95).toFixed(1).padStart(7)} ${times.at(-1)!.toFixed(1).padStart(7)}  ${[...statuses].join(',')}`,
    );
  }
  await bulkCheck();
  const full = await timed(`${L}/export?format=csv&status=all`);
  console.info(`\nexport CSV of the first 100,000 rows: ${full.ms.toFixed(0)} ms, ${(full.bytes / 1e6).toFixed(1)} MB, status ${full.status}`);
  const mixed = types.filter(([name]) => !name.startsWith('export')).flatMap(([, urls]) => urls);
  const load = await autocannon({
    url: `http://localhost:${port}`,
    connections,
    duration: 15,
    requests: mixed.map((p) => ({ method: 'GET', path: p })),
  });
  console.info(
    `${connections} clients at once, mixed queries for 15 s, ${Number(env.APP_PROCESSES) > 1 ? `${env.APP_PROCESSES} server processes` : 'one server process'}: ${load.requests.average.toFixed(0)} req/s, p50 ${load.latency.p50} ms, p97.5 ${load.latency.p97_5} ms, p99 ${load.latency.p99} ms, non-2xx ${load.non2xx} (page 1 status ${total.status})`,
  );
} finally {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  if (postgresServer) {
    await new Promise((r) => setTimeout(r, 1000));
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: postgresServer });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${postgresName} WITH (FORCE)`);
    await admin.end();
  }
}
process.exit(0);
