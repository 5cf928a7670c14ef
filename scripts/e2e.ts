/**
 * End-to-end run: a fresh database (a SQLite file in a temporary folder, or with E2E_DATABASE=postgres
 * a new database on TEST_POSTGRES_URL's server, dropped afterwards), migrated and seeded, a production
 * build into its own folder, the site's server (src/http-server), then Playwright against it in Debian's Chromium.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { exportJWK, generateKeyPair } from 'jose';

import { createPostgresDatabase } from './lib/postgresDatabase';

const port = process.env.E2E_PORT ?? '3100';
/** The build's folder (ADR 4), and where the SQLite pass keeps a copy for the PostgreSQL pass. */
const DIST = '.next-e2e';
const KEPT_BUILD = '.next-e2e-kept';
const dataDir = mkdtempSync(path.join(tmpdir(), 'site-e2e-'));
const onPostgres = process.env.E2E_DATABASE === 'postgres';
if (onPostgres && !process.env.TEST_POSTGRES_URL) {
  // As the integration suites do: without a server to use, the PostgreSQL pass is skipped, and says so.
  console.info('Browser tests on PostgreSQL skipped: TEST_POSTGRES_URL is not set (.ci/run sets it).');
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
const postgres = onPostgres ? await newPostgresDatabase() : undefined;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: postgres?.url ?? `file:${path.join(dataDir, 'site.db')}`,
  PAYLOAD_SECRET: 'e2e-only-secret-not-used-elsewhere',
  // A production start refuses a throwaway signing key: one made for this run only.
  CREDENTIAL_SIGNING_KEYS: JSON.stringify([await exportJWK((await generateKeyPair('ES256', { extractable: true })).privateKey)]),
  CMS_ADMIN_EMAIL: process.env.E2E_STAFF_EMAIL ?? 'e2e-staff@example.invalid',
  CMS_ADMIN_PASSWORD: process.env.E2E_STAFF_PASSWORD ?? 'e2e-staff-password',
  NEXT_DIST_DIR: DIST,
  NEXT_TELEMETRY_DISABLED: '1',
  SITE_URL: `http://localhost:${port}`,
  PORT: port,
  E2E_PORT: port,
  // The browser tests share one client address; the limits themselves are probed on a second
  // instance with small allowances (tests/security/probeServer.ts).
  FORM_RATE_LIMIT: '100000',
  FORM_ACTION_LIMIT: '100000',
  STAFF_AUTH_LIMIT: '100000',
  STAFF_LOGIN_LIMIT: '100000',
  OPEN_API_LIMIT: '100000',
  ACK_MAIL_DAILY_LIMIT: '100000',
  ALERT_REQUEST_LIMIT: '100000',
  // What the server logs, for the tests that check how refusals are logged.
  E2E_SERVER_LOG_FILE: path.join(dataDir, 'server.log'),
};

/** A database of its own on the PostgreSQL server the tests may use, and a way to drop it. */
async function newPostgresDatabase() {
  const server = process.env.TEST_POSTGRES_URL;
  if (!server) throw new Error('E2E_DATABASE=postgres needs TEST_POSTGRES_URL, a server where the tests may create and drop databases');
  const database = await createPostgresDatabase(server, 'site_e2e');
  console.info(`Browser tests on PostgreSQL, database ${database.name}`);
  return database;
}

async function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    await cleanup();
    process.exit(result.status ?? 1);
  }
}

async function cleanup() {
  rmSync(dataDir, { recursive: true, force: true });
  await postgres?.drop().catch((error: unknown) => console.error('could not drop the test database:', error));
}

await run('node', ['--import', 'tsx', 'scripts/prepare-db.ts']);
// The build prerenders pages from the database above. `npm test` builds once: the SQLite pass
// (--keep-build) keeps a copy of its build as it was before any test ran (the tests' publications
// rewrite the prerendered pages in place), and the PostgreSQL pass (--reuse-build) serves that
// copy. Both engines are seeded with the same sample content in the same order, so the pages the
// build prerendered are the pages the PostgreSQL database would have given; each is rendered
// again from it within a minute, or at once on a publication. Run alone, each pass builds.
const reuse = process.argv.includes('--reuse-build') && existsSync(KEPT_BUILD);
if (reuse) {
  // Entry by entry, so the build's own cache in DIST stays for the next build.
  for (const entry of readdirSync(KEPT_BUILD)) {
    rmSync(path.join(DIST, entry), { recursive: true, force: true });
    renameSync(path.join(KEPT_BUILD, entry), path.join(DIST, entry));
  }
  rmSync(KEPT_BUILD, { recursive: true, force: true });
  console.info(`Serving the build the SQLite pass made (${KEPT_BUILD}).`);
} else if (!process.argv.includes('--no-build')) {
  await run('node_modules/.bin/next', ['build']);
}
if (process.argv.includes('--keep-build')) {
  rmSync(KEPT_BUILD, { recursive: true, force: true });
  // Not the build's own cache (1.2 GB), which serving does not read.
  cpSync(DIST, KEPT_BUILD, { recursive: true, filter: (source) => source !== path.join(DIST, 'cache') });
}

// Its own process group, so stopping it stops next-server too.
const server = spawn('node', ['--import', 'tsx', 'src/http-server/index.ts'], { env: { ...env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
const log = createWriteStream(env.E2E_SERVER_LOG_FILE!);
server.stdout.on('data', (chunk: Buffer) => {
  log.write(chunk);
  if (process.env.E2E_SERVER_LOG) process.stdout.write(chunk);
});
server.stderr.on('data', (chunk: Buffer) => {
  log.write(chunk);
  process.stderr.write(chunk);
});

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      const response = await fetch(`http://localhost:${port}/`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The site did not start within 60 seconds');
}

let status = 1;
try {
  await waitForServer();
  const extra = process.argv.slice(2).filter((a) => !['--no-build', '--keep-build', '--reuse-build'].includes(a));
  // A page's markup does not depend on the database engine: the sweeps over every page (axe, the
  // HTML checker, the crawl, the cards) run in the SQLite pass; the PostgreSQL pass checks what the
  // engine does (queries, writes, the cluster). Named specs run whatever the engine.
  // The specs of what the browser does whatever the engine (playwright.config.ts) are left out too.
  const enginePassOnly = onPostgres && extra.length === 0;
  if (enginePassOnly) extra.push('--grep-invert', '@markup');
  // Not spawnSync: this process must keep reading the server's output while the tests run. A
  // blocked pipe stops the server at its next log line (a full pipe makes its write wait), and
  // every test after it times out.
  const tests = spawn('npx', ['playwright', 'test', ...extra], { stdio: 'inherit', env: enginePassOnly ? { ...env, E2E_ENGINE_PASS_ONLY: '1' } : env });
  status = await new Promise<number>((resolve) => tests.once('exit', (code) => resolve(code ?? 1)));
} finally {
  if (server.pid) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    // A server that does not stop in 15 s is stopped, so the database can be dropped.
    const stuck = setTimeout(() => server.pid && process.kill(-server.pid, 'SIGKILL'), 15_000);
    await exited;
    clearTimeout(stuck);
  }
  await cleanup();
}
process.exit(status);
