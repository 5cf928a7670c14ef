/**
 * The certified-organisation directory at national scale, measured through HTTP.
 *
 *   npm run bench:certified                          100,000 sample certificates
 *   BENCH_ROWS=1000000 npm run bench:certified       a million
 *   BENCH_DB=/path/site.db npm run bench:certified   an already prepared database (no import)
 *   BENCH_COUNT_CACHE=1 …                            with the count cache on (off by default)
 *   BENCH_POSTGRES_URL=postgres://…/postgres …       on PostgreSQL: a fresh database on that server
 *   APP_PROCESSES=2 …                                the throughput part from that many processes
 *                                                    (default: one per core, as npm start serves)
 *
 * Prepares a migrated, seeded database, generates BENCH_ROWS sample certificates as CSV and
 * imports them through the same streaming importer staff use (timed), builds into .next-bench,
 * then:
 * 1. the SQL statements each query type's page runs (bench/support/certified.ts);
 * 2. one client, each query type BENCH_SAMPLES times (variants in turn): the latency a visitor
 *    sees when every page is rendered (the count cache and the answer cache off), one process;
 * 3. the bulk check, and the export of the first 100,000 rows;
 * 4. throughput of a directory search mix with 1 and BENCH_CONNECTIONS clients from
 *    APP_PROCESSES processes: every page rendered (caches off), then as served (caches on: a
 *    repeated address is given from the answer cache, src/http-server/answerCache.ts).
 */
import type { ChildProcess } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';

import autocannon from 'autocannon';

import { LIST, measureTypes, otherTypes, searchTypes, statementsPerType } from './support/certified';
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
  // Every page is rendered: the latency part measures renders, not the answer cache.
  ANSWER_CACHE: '0',
  APP_PROCESSES: '1',
};
const processes = Number(process.env.APP_PROCESSES ?? availableParallelism());

const L = LIST;
const types = [...searchTypes, ...otherTypes];

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
    const { importReport } = await import('../src/features/certified-organisations/cms');
    const { default: pg } = await import('pg');
    const pool = postgresServer ? new pg.Pool({ connectionString: databaseUrl }) : null;
    const report = await importReport(createReadStream(csv), pool ? { pool } : { url: databaseUrl }, { kind: 'changes', by: { name: 'bench' }, source: 'cli' });
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
  console.info(
    `\n${importLine}\none client, ${samples} requests per query type (variants in turn), after one warm-up round; count cache ${env.CERTIFIED_COUNT_CACHE === '1' ? 'on' : 'off'}; times in ms\n`,
  );
  const statements = await statementsPerType(databaseUrl, searchTypes);
  console.info(`${'query type'.padEnd(30)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)}  status  SQL statements per page`);
  for (const figures of await measureTypes(`http://localhost:${port}`, types, samples)) {
    console.info(
      `${figures.name.padEnd(30)} ${figures.p50.toFixed(1).padStart(7)} ${figures.p95.toFixed(1).padStart(7)} ${figures.max.toFixed(1).padStart(7)}  ${figures.statuses.join(',').padEnd(6)}  ${statements.get(figures.name) ?? ''}`,
    );
  }
  await bulkCheck();
  const full = await timed(`${L}/export?format=csv&status=all`);
  console.info(`\nexport CSV of the first 100,000 rows: ${full.ms.toFixed(0)} ms, ${(full.bytes / 1e6).toFixed(1)} MB, status ${full.status}`);
  process.kill(-server.pid!, 'SIGTERM');
  await new Promise((resolve) => server!.once('exit', resolve));
  // A mix of searches of every type (not the exports), from every process.
  const mixed = searchTypes.flatMap(([, urls]) => urls);
  console.info(`\nthroughput, a mix of ${mixed.length} search addresses, ${processes} server process${processes > 1 ? 'es' : ''}, 15 s each:`);
  for (const cached of [false, true]) {
    server = startSite(port, {
      ...env,
      APP_PROCESSES: String(processes),
      ANSWER_CACHE: cached ? '1' : '0',
      CERTIFIED_COUNT_CACHE: cached ? '1' : env.CERTIFIED_COUNT_CACHE,
    });
    await waitFor(`http://localhost:${port}${L}`, 120);
    // Every address once, so each process has loaded its routes (and, cached, most answers are kept).
    for (const url of mixed) await fetch(`http://localhost:${port}${url}`).then((r) => r.arrayBuffer());
    for (const clients of [1, connections]) {
      const load = await autocannon({ url: `http://localhost:${port}`, connections: clients, duration: 15, requests: mixed.map((p) => ({ method: 'GET', path: p })) });
      console.info(
        `  ${cached ? 'as served (answer and count caches on)' : 'every page rendered (caches off)    '}  ${String(clients).padStart(2)} client${clients > 1 ? 's' : ' '}: ${load.requests.average.toFixed(0).padStart(5)} req/s, p50 ${load.latency.p50} ms, p97.5 ${load.latency.p97_5} ms, p99 ${load.latency.p99} ms, non-2xx ${load.non2xx}`,
      );
    }
    process.kill(-server.pid!, 'SIGTERM');
    await new Promise((resolve) => server!.once('exit', resolve));
    server = null;
  }
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
