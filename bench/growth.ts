/**
 * How the cost of the certified-organisation register grows with its size: for each size (10^4,
 * 10^5 and 10^6 certificates by default), a fresh database, the register imported through the
 * staff importer in a process of its own (time and peak memory), then through HTTP: each search
 * type's p50/p95 with one client and every page rendered (count and answer caches off), the SQL
 * statements each type's page runs, the CSV export of the first 100,000 rows, and the whole
 * sitemap (the index and every file it lists).
 *
 *   npm run bench:growth
 *   BENCH_SIZES=10000,100000 npm run bench:growth
 *   BENCH_POSTGRES_URL=postgres://…/postgres npm run bench:growth     on PostgreSQL
 *   BENCH_SAMPLES=20 …                                                 requests per query type
 *
 * One build (into .next-bench) serves every size: the register's pages render on request.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { LIST, measuredImport, measureTypes, searchTypes, statementsPerType, timed, type TypeFigures } from './support/certified';
import { must, startSite, waitFor } from './support/process';

const sizes = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const samples = Number(process.env.BENCH_SAMPLES ?? 20);
const postgresServer = process.env.BENCH_POSTGRES_URL;
const port = 3207;
const origin = `http://localhost:${port}`;
const next = path.join(process.cwd(), 'node_modules', '.bin', 'next');

type SizeFigures = {
  rows: number;
  importSeconds: number;
  importPeakMb: number;
  importLine: string;
  types: TypeFigures[];
  statements: Map<string, string>;
  exportMs: number;
  exportMb: number;
  sitemapMs: number;
  sitemapFiles: number;
  sitemapAddresses: number;
};

async function database(rows: number): Promise<{ env: NodeJS.ProcessEnv; url: string; drop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `site-bench-growth-${rows}-`));
  const name = `site_bench_growth_${rows}_${Date.now()}`;
  let url = `file:${path.join(dataDir, 'site.db')}`;
  if (postgresServer) {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: postgresServer });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    url = Object.assign(new URL(postgresServer), { pathname: `/${name}` }).toString();
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    PAYLOAD_SECRET: 'bench-only',
    NEXT_DIST_DIR: '.next-bench',
    NEXT_TELEMETRY_DISABLED: '1',
    CERTIFIED_COUNT_CACHE: '0',
    ANSWER_CACHE: '0',
    APP_PROCESSES: '1',
  };
  return {
    env,
    url,
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      if (!postgresServer) return;
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: postgresServer });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** The sitemap index and every file it lists, one after another; the time from first to last byte. */
async function wholeSitemap(): Promise<{ ms: number; files: number; addresses: number }> {
  const started = performance.now();
  const index = await (await fetch(`${origin}/sitemap.xml`)).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  let addresses = 0;
  for (const file of files) addresses += [...(await (await fetch(origin + file)).text()).matchAll(/<url>/g)].length;
  return { ms: performance.now() - started, files: files.length, addresses };
}

const results: SizeFigures[] = [];
let built = false;
let server: ChildProcess | null = null;
for (const rows of sizes) {
  const db = await database(rows);
  try {
    console.info(`\n${rows.toLocaleString('en')} certificates on ${postgresServer ? 'PostgreSQL' : 'SQLite'}: preparing …`);
    must('node', ['--import', 'tsx', 'scripts/prepare-db.ts'], db.env, { output: 'ignore' });
    const csv = path.join(db.env.DATA_DIR!, 'register.csv');
    must('node', ['--import', 'tsx', 'scripts/generate-certified.ts', '--rows', String(rows), '--out', csv], db.env, { output: 'ignore' });
    const imported = await measuredImport(csv, db.env);
    rmSync(csv, { force: true });
    console.info(`imported in ${imported.seconds} s, peak ${imported.peakMb} MB (${imported.line})`);
    if (!built) {
      must(next, ['build'], db.env, { output: 'ignore' });
      built = true;
    }
    server = startSite(port, db.env);
    await waitFor(`${origin}${LIST}`, 180);
    const types = await measureTypes(origin, searchTypes, samples);
    const statements = await statementsPerType(db.url, searchTypes);
    const exported = await timed(origin, `${LIST}/export?format=csv&status=all`);
    const sitemap = await wholeSitemap();
    results.push({
      rows,
      importSeconds: imported.seconds,
      importPeakMb: imported.peakMb,
      importLine: imported.line,
      types,
      statements,
      exportMs: exported.ms,
      exportMb: exported.bytes / 1e6,
      sitemapMs: sitemap.ms,
      sitemapFiles: sitemap.files,
      sitemapAddresses: sitemap.addresses,
    });
  } finally {
    if (server?.pid) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      await exited;
      server = null;
    }
    await db.drop();
  }
}

const k = (rows: number) => (rows >= 1e6 ? `${rows / 1e6}M` : `${rows / 1e3}k`);
console.info(`\nThe register as it grows, ${postgresServer ? 'PostgreSQL' : 'SQLite'}, one client, every page rendered (count and answer caches off), ${samples} requests per type; ms`);
console.info(`${'query type'.padEnd(30)}${results.map((r) => `${k(r.rows).padStart(8)} p50/p95`.padStart(18)).join('')}  statements`);
for (const [i, [name]] of searchTypes.entries()) {
  const cells = results.map((r) => `${r.types[i]!.p50.toFixed(0)} / ${r.types[i]!.p95.toFixed(0)}`.padStart(18));
  console.info(`${name.padEnd(30)}${cells.join('')}  ${results.at(-1)?.statements.get(name) ?? ''}`);
}
const row = (label: string, cell: (r: SizeFigures) => string) => console.info(`${label.padEnd(30)}${results.map((r) => cell(r).padStart(18)).join('')}`);
row('import (s)', (r) => r.importSeconds.toFixed(1));
row('import peak memory (MB)', (r) => String(r.importPeakMb));
row('export, first 100,000 rows (ms)', (r) => `${r.exportMs.toFixed(0)} (${r.exportMb.toFixed(1)} MB)`);
row('sitemap, all files (ms)', (r) => `${r.sitemapMs.toFixed(0)} (${r.sitemapFiles} files)`);
row('sitemap addresses', (r) => r.sitemapAddresses.toLocaleString('en'));
process.exit(0);
