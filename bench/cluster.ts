/**
 * Several app servers behind nginx, measured through the balancer (issue: several app servers).
 *
 *   BENCH_POSTGRES_URL=postgres://…/postgres npm run bench:cluster   on PostgreSQL (a fresh database)
 *   npm run bench:cluster                                             on one SQLite file
 *   BENCH_ROWS=100000 (default) · BENCH_SERVERS=1,2 · BENCH_SECONDS=8 · BENCH_CONNECTIONS=8
 *   BENCH_SEARCH=/ms_certifications/list?… (default: a prefecture and a scope)
 *   BENCH_ANSWER_CACHE=0,1 (default: both: every search rendered, then as served)
 *
 * Prepares a database with BENCH_ROWS sample certificates, builds into .next-bench, then for each
 * number of app servers starts the cluster of `npm run start:cluster` (Redis, the app servers,
 * nginx) and prints requests per second and p50/p97.5 for a directory search (never cached by
 * nginx: every request reaches an app server) and a static page (through nginx's micro-cache,
 * and again with the cache bypassed), then the time from a publication to the fresh page through
 * the balancer.
 */
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import autocannon from 'autocannon';

import { type Cluster, startCluster } from '../scripts/lib/cluster';
import { must } from './support/process';

const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const serverCounts = (process.env.BENCH_SERVERS ?? '1,2').split(',').map(Number);
// 0: the app servers' answer cache off, so every search is rendered (what distinct searches cost);
// 1: as served, where a repeated search is answered from each server's answer cache.
const answerCacheModes = (process.env.BENCH_ANSWER_CACHE ?? '0,1').split(',');
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const port = 3250;
const next = path.join(process.cwd(), 'node_modules', '.bin', 'next');
const postgresServer = process.env.BENCH_POSTGRES_URL;
const postgresName = `site_bench_cluster_${Date.now()}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'site-bench-cluster-'));
const workDir = path.join(tmpdir(), `site-bench-cluster-work-${process.pid}`);
const databaseUrl = postgresServer ? Object.assign(new URL(postgresServer), { pathname: `/${postgresName}` }).toString() : `file:${path.join(dataDir, 'site.db')}`;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  PAYLOAD_SECRET: 'bench-only',
  CMS_ADMIN_EMAIL: 'bench@example.invalid',
  CMS_ADMIN_PASSWORD: 'bench-password-123',
  NEXT_DIST_DIR: '.next-bench',
  NEXT_TELEMETRY_DISABLED: '1',
  CERTIFIED_COUNT_CACHE: '0',
  // Measuring throughput, not the limits.
  FORM_RATE_LIMIT: '1000000',
  OPEN_API_LIMIT: '1000000',
  STAFF_AUTH_LIMIT: '1000000',
  STAFF_LOGIN_LIMIT: '1000000',
  REDIS_URL: '',
};

const search = process.env.BENCH_SEARCH ?? '/ms_certifications/list?pref=13&std=QMS';
const staticPage = '/service/laboratory';

/** Each app server renders both pages a few times first: a cold server takes over a second a page. */
async function warm(cluster: Cluster) {
  for (const server of cluster.servers) for (const page of [search, staticPage, `${staticPage}?nocache=1`]) for (let i = 0; i < 5; i++) await (await fetch(server + page)).arrayBuffer();
}

async function measure(url: string) {
  await autocannon({ url, connections, duration: 3 });
  const result = await autocannon({ url, connections, duration: seconds });
  return { rps: result.requests.average, p50: result.latency.p50, p975: result.latency.p97_5, errors: result.non2xx + result.errors };
}

async function publishToFresh(cluster: Cluster): Promise<number> {
  const [a] = cluster.servers as [string];
  const login = await fetch(`${a}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: env.CMS_ADMIN_EMAIL, password: env.CMS_ADMIN_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `JWT ${token}`, 'content-type': 'application/json' };
  const slug = `bench-${Date.now()}`;
  const created = await fetch(`${a}/api/news?depth=0`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ title: 'ベンチ（前）', slug, category: 'notice', publishedAt: '2001-04-02T00:00:00.000Z', _status: 'published' }),
  });
  const { doc } = (await created.json()) as { doc: { id: number } };
  const page = `${cluster.balancer}/news/${slug}`;
  for (let i = 0; i < 4; i++) await (await fetch(page)).text();
  const started = performance.now();
  await fetch(`${a}/api/news/${doc.id}?depth=0`, { method: 'PATCH', headers, body: JSON.stringify({ title: 'ベンチ（後）', _status: 'published' }) });
  let seen = Infinity;
  while (performance.now() - started < 60_000) {
    if ((await (await fetch(page)).text()).includes('ベンチ（後）')) {
      seen = (performance.now() - started) / 1000;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await fetch(`${a}/api/news/${doc.id}`, { method: 'DELETE', headers });
  return seen;
}

try {
  if (postgresServer) {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: postgresServer });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${postgresName}`);
    await admin.end();
  }
  console.info(`Preparing a ${postgresServer ? 'PostgreSQL' : 'SQLite'} database with ${rows.toLocaleString('en')} sample certificates …`);
  must('node', ['--import', 'tsx', 'scripts/prepare-db.ts'], env);
  const csv = path.join(dataDir, 'register.csv');
  must('node', ['--import', 'tsx', 'scripts/generate-certified.ts', '--rows', String(rows), '--out', csv], env);
  process.env.DATABASE_URL = databaseUrl;
  const { importReport } = await import('../src/features/certified-organisations/cms');
  const { default: pg } = await import('pg');
  const pool = postgresServer ? new pg.Pool({ connectionString: databaseUrl }) : null;
  const report = await importReport(createReadStream(csv), pool ? { pool } : { url: databaseUrl }, { kind: 'changes', by: { name: 'bench' }, source: 'cli' });
  await pool?.query('ANALYZE certified_organisations');
  await pool?.end();
  if (!report.ok) throw new Error('import failed');
  must(next, ['build'], env);
  console.info(`\n${rows.toLocaleString('en')} certificates on ${postgresServer ? 'PostgreSQL' : 'SQLite'}; ${connections} connections, ${seconds} s per figure, through nginx\n`);
  console.info(`answer cache | servers | search req/s  p50  p97.5 | static (micro-cache) req/s  p50 | static (no cache) req/s  p50  p97.5 | publish→fresh s | errors`);
  for (const mode of answerCacheModes) {
    for (const count of serverCounts) {
      rmSync(workDir, { recursive: true, force: true });
      const cluster = await startCluster({ port, appServers: count, workDir, env: { ...env, ANSWER_CACHE: mode } });
      try {
        await warm(cluster);
        const s = await measure(cluster.balancer + search);
        const cached = await measure(cluster.balancer + staticPage);
        // A query string the micro-cache does not keep: every request reaches an app server.
        const uncached = await measure(`${cluster.balancer}${staticPage}?nocache=1`);
        const fresh = await publishToFresh(cluster);
        console.info(
          `${(mode === '0' ? 'off' : 'on').padStart(12)} | ${String(count).padStart(7)} | ${s.rps.toFixed(0).padStart(11)} ${String(s.p50).padStart(4)} ${String(s.p975).padStart(6)} | ${cached.rps.toFixed(0).padStart(25)} ${String(cached.p50).padStart(4)} | ${uncached.rps.toFixed(0).padStart(22)} ${String(uncached.p50).padStart(4)} ${String(uncached.p975).padStart(6)} | ${fresh.toFixed(1).padStart(15)} | ${s.errors + cached.errors + uncached.errors}`,
        );
      } finally {
        await cluster.stop();
      }
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(workDir, { recursive: true, force: true });
  if (postgresServer) {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: postgresServer });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${postgresName} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}
process.exit(0);
