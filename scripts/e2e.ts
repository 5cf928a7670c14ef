/**
 * End-to-end run: a fresh database in a temporary folder, migrated and seeded, a production build
 * into its own folder, the site's server (src/server), then Playwright against it in Debian's Chromium.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = process.env.E2E_PORT ?? '3100';
const dataDir = mkdtempSync(path.join(tmpdir(), 'site-e2e-'));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
  PAYLOAD_SECRET: 'e2e-only-secret-not-used-elsewhere',
  CMS_ADMIN_EMAIL: process.env.E2E_STAFF_EMAIL ?? 'e2e-staff@example.invalid',
  CMS_ADMIN_PASSWORD: process.env.E2E_STAFF_PASSWORD ?? 'e2e-staff-password',
  NEXT_DIST_DIR: '.next-e2e',
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
  // What the server logs, for the tests that check how refusals are logged.
  E2E_SERVER_LOG_FILE: path.join(dataDir, 'server.log'),
};

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    cleanup();
    process.exit(result.status ?? 1);
  }
}

function cleanup() {
  rmSync(dataDir, { recursive: true, force: true });
}

run('node', ['--import', 'tsx', 'scripts/prepare-db.ts']);
if (!process.argv.includes('--no-build')) run('node_modules/.bin/next', ['build']);

// Its own process group, so stopping it stops next-server too.
const server = spawn('node', ['--import', 'tsx', 'src/server/index.ts'], { env: { ...env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
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
  const extra = process.argv.slice(2).filter((a) => a !== '--no-build');
  const tests = spawnSync('npx', ['playwright', 'test', ...extra], { stdio: 'inherit', env });
  status = tests.status ?? 1;
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
  cleanup();
}
process.exit(status);
