import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { expect, test } from '@playwright/test';
import pg from 'pg';

import { type Cluster, nginxBinary, redisServerBinary, startCluster } from '../../scripts/lib/cluster';
import { postgresBinDir, startTestPostgres, type TestPostgres } from '../support/postgresServer';
import { processLog, staff } from './support';

/**
 * Two app servers and nginx on a PostgreSQL server of their own, which this file stops and starts
 * (the run's shared database must not be restarted under the other tests): the database restarted
 * under load costs 503s with a message, never a 500 or a dropped connection, and the servers
 * recover by themselves; a server killed in the middle of an import leaves the register as it was.
 * Runs in the PostgreSQL pass of the browser suite (npm run test:e2e:postgres).
 */

test.describe.configure({ mode: 'serial' });

const BASE_PORT = Number(process.env.E2E_PORT ?? 3100) + 40;
const PG_PORT = BASE_PORT + 9;
const workDir = path.join(tmpdir(), `site-pg-cluster-${process.pid}-${Date.now()}`);
let postgres: TestPostgres | null = null;
let cluster: Cluster | null = null;
const servers = processLog();
let databaseUrl = '';

async function sql<Row = Record<string, unknown>>(text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows as Row[];
  } finally {
    await client.end();
  }
}

test.beforeAll(async () => {
  test.skip(process.env.E2E_DATABASE !== 'postgres', 'runs in the PostgreSQL pass');
  test.skip(!postgresBinDir() || !redisServerBinary() || !nginxBinary(), 'needs PostgreSQL, redis-server and nginx (Debian packages; .ci/run installs them)');
  test.setTimeout(240_000);
  postgres = startTestPostgres(PG_PORT);
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('CREATE DATABASE site');
  await admin.end();
  databaseUrl = postgres.url.replace(/\/postgres$/, '/site');
  const env = { ...process.env, DATABASE_URL: databaseUrl };
  const prepared = spawnSync('node', ['--import', 'tsx', 'scripts/prepare-db.ts'], { env, encoding: 'utf8' });
  if (prepared.status !== 0) throw new Error(`prepare-db failed: ${prepared.stderr}`);
  cluster = await startCluster({
    port: BASE_PORT,
    appServers: 2,
    workDir,
    log: servers.log,
    env: { DATABASE_URL: databaseUrl, SITE_URL: `http://127.0.0.1:${BASE_PORT}`, MAIL_RETRY_INTERVAL_SECONDS: '0' },
  });
});

test.afterEach(async ({}, testInfo) => servers.attachOnFailure(testInfo));

test.afterAll(async () => {
  await cluster?.stop();
  postgres?.remove();
  rmSync(workDir, { recursive: true, force: true });
});

type Outcome = { at: number; status: number; retryAfter: string | null; text: string };

test('PostgreSQL restarted under load: 503s with a message meanwhile, then the same servers serve again', async () => {
  test.setTimeout(120_000);
  const pids = [cluster!.pid(0), cluster!.pid(1)];
  const outcomes: Outcome[] = [];
  let running = true;
  // Searches reach the database on every request (a query string passes the micro-cache by).
  const client = async (n: number) => {
    for (let i = 0; running; i++) {
      const at = Date.now();
      try {
        const response = await fetch(`${cluster!.balancer}/ms_certifications/list?q=${encodeURIComponent('サンプル')}&c=${n}-${i}`);
        outcomes.push({ at, status: response.status, retryAfter: response.headers.get('retry-after'), text: await response.text() });
      } catch (error) {
        outcomes.push({ at, status: 0, retryAfter: null, text: String(error) });
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  // Each server has served a search once before the outage: its first request (routes loaded,
  // connections opened) on a machine busy with the rest of the suite can take seconds, and this
  // test is about the restart, not about a cold start.
  for (const server of cluster!.servers) expect((await fetch(`${server}/ms_certifications/list?q=${encodeURIComponent('サンプル')}`)).status).toBe(200);
  const clients = [client(1), client(2), client(3)];
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const down = Date.now();
  postgres!.halt();
  await new Promise((resolve) => setTimeout(resolve, 4_000));
  postgres!.resume();
  const up = Date.now();
  // Until every client has had several good answers in a row after the restart, 30 s at most.
  const recovered = async () => outcomes.filter((o) => o.at > up).slice(-6).length === 6 && outcomes.slice(-6).every((o) => o.status === 200);
  const limit = Date.now() + 30_000;
  while (Date.now() < limit && !(await recovered())) await new Promise((resolve) => setTimeout(resolve, 200));
  running = false;
  await Promise.all(clients);

  const statuses = outcomes.map((o) => o.status);
  console.info(`${outcomes.length} requests: ${statuses.filter((s) => s === 200).length} answered, ${statuses.filter((s) => s === 503).length} × 503 while the database was away`);
  // Only two answers: the page, or the page that says the site is briefly unavailable.
  expect([...new Set(statuses)].sort(), statuses.join(' ')).toEqual([200, 503]);
  const unavailable = outcomes.filter((o) => o.status === 503);
  for (const o of unavailable) {
    expect(o.text).toContain('ただいまご利用いただけません');
    expect(Number(o.retryAfter)).toBeGreaterThan(0);
    expect(o.at).toBeGreaterThan(down - 2_000);
  }
  // Back without restarting anything but the database.
  expect(await recovered()).toBe(true);
  expect([cluster!.pid(0), cluster!.pid(1)]).toEqual(pids);
  // And each says so to the balancer: a health result is reused for a second (src/http-server/health.ts),
  // so the one made while the database was away may still be given just after the pages recover.
  for (const server of cluster!.servers) await expect.poll(async () => (await fetch(`${server}/healthz`)).status, { timeout: 5_000 }).toBe(200);
  // The English page says it in English.
  postgres!.halt();
  try {
    const english = await fetch(`${cluster!.servers[0]}/en/ms_certifications/list?q=sample`);
    expect(english.status).toBe(503);
    expect(await english.text()).toContain('Temporarily unavailable');
  } finally {
    postgres!.resume();
  }
});

test('an app server killed in the middle of an import leaves the register as it was', async () => {
  test.setTimeout(180_000);
  const [a, b] = cluster!.servers as [string, string];
  const login = await fetch(`${a}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(staff) });
  const { token } = (await login.json()) as { token: string };
  const csv = path.join(workDir, 'register.csv');
  const generated = spawnSync('node', ['--import', 'tsx', 'scripts/generate-certified.ts', '--rows', '30000', '--seed', '7', '--out', csv], { encoding: 'utf8' });
  expect(generated.status, generated.stderr).toBe(0);
  const countRows = async () => Number((await sql<{ n: string }>('SELECT count(*) AS n FROM certified_organisations'))[0]!.n);
  const countHistory = async () => Number((await sql<{ n: string }>('SELECT count(*) AS n FROM validity_history'))[0]!.n);
  const before = await countRows();
  const historyBefore = await countHistory();

  // Another session holds the register in SHARE mode: the import reads it, stages, opens its one
  // transaction and writes its history rows (unseen by others until it commits), then waits to
  // write the register. It is killed there, with part of its work done inside the transaction,
  // whatever the speed of the machine.
  const holder = new pg.Client({ connectionString: databaseUrl });
  await holder.connect();
  await holder.query('BEGIN');
  await holder.query('LOCK TABLE certified_organisations IN SHARE MODE');
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    await holder.query('ROLLBACK');
    await holder.end();
  };
  let reportId = 0;
  try {
    // The preview stages the file and reads the register (reads pass the SHARE lock); its
    // confirmation opens the one transaction that writes.
    const previewed = await fetch(`${a}/api/certificate-reports/preview`, {
      method: 'POST',
      headers: { authorization: `JWT ${token}`, 'content-type': 'text/csv', 'x-report-kind': 'changes', origin: `http://127.0.0.1:${BASE_PORT}` },
      body: await import('node:fs/promises').then((fs) => fs.readFile(csv)),
    });
    expect(previewed.status).toBe(200);
    reportId = ((await previewed.json()) as { reportId: number }).reportId;
    const upload = fetch(`${a}/api/certificate-reports/${reportId}/confirm`, {
      method: 'POST',
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json', origin: `http://127.0.0.1:${BASE_PORT}` },
      body: '{}',
    }).then(
      (response) => response.status,
      () => 0,
    );
    const waiting = async () =>
      (await sql<{ n: string }>(`SELECT count(*) AS n FROM pg_stat_activity WHERE datname = 'site' AND wait_event_type = 'Lock' AND xact_start < query_start`))[0]!.n !== '0';
    let blocked = false;
    for (const limit = Date.now() + 90_000; Date.now() < limit && !blocked;) {
      blocked = await waiting();
      if (!blocked) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(blocked, 'the import waits inside its transaction').toBe(true);
    expect(cluster!.kill(0)).toBe(true);
    expect(await upload).toBe(0);
  } finally {
    await release();
  }

  // Nothing of the import is in the register, and the other server serves it as before.
  // The dead server's transaction is rolled back: not a row of the register, not a row of history.
  for (
    let i = 0;
    i < 50 &&
    (await sql<{ n: string }>(`SELECT count(*) AS n FROM pg_stat_activity WHERE datname = 'site' AND xact_start IS NOT NULL AND query NOT ILIKE '%pg_stat_activity%'`))[0]!.n !==
      '0';
    i++
  ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(await countRows()).toBe(before);
  expect(await countHistory()).toBe(historyBefore);
  expect((await fetch(`${b}/ms_certifications/list?q=${encodeURIComponent('サンプル')}`)).status).toBe(200);
  // The dead server's lease blocks the register until it expires; the report says so.
  const again = await fetch(`${b}/api/certificate-reports/${reportId}/confirm`, {
    method: 'POST',
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json', origin: `http://127.0.0.1:${BASE_PORT}` },
    body: '{}',
  });
  expect(again.status).toBe(409);
  // The report still awaits confirmation: its transaction, the claim included, was rolled back.
  expect((await sql<{ state: string }>(`SELECT state FROM certificate_reports WHERE id = ${Number(reportId)}`))[0]!.state).toBe('preview');
  await cluster!.restart(0);
  writeFileSync(path.join(workDir, 'done'), '');
});
