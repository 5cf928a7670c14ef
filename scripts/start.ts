/**
 * `npm start`: migrate, seed an empty database, make sure a staff account can be had, build the
 * production bundle when the source is newer than the last build, then serve it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

import { getPayload } from 'payload';

import config from '../src/payload/payload.config';
import { ensureFirstStaffAccount, migrateAndSeed } from './lib/prepare';
import { printStartSummary } from './lib/summary';

process.env.NEXT_TELEMETRY_DISABLED ??= '1';
const port = process.env.PORT ?? '3000';
const root = process.cwd();

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function buildIsCurrent(): boolean {
  const buildId = path.join(root, '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return false;
  const built = statSync(buildId).mtimeMs;
  const sources = ['src', 'messages', 'public'].filter((d) => existsSync(path.join(root, d)));
  const files = ['package-lock.json', 'next.config.ts'].filter((f) => existsSync(path.join(root, f)));
  const newest = Math.max(...sources.map((d) => newestMtime(path.join(root, d))), ...files.map((f) => statSync(path.join(root, f)).mtimeMs));
  return newest < built;
}

printStartSummary();
const payload = await getPayload({ config });
const seeded = await migrateAndSeed(payload);
payload.logger.info(seeded.seeded ? `Seeded ${seeded.pages} sample pages and ${seeded.bodies} sample accredited bodies.` : 'Database ready.');
const staff = await ensureFirstStaffAccount(payload);
await payload.destroy();

if (!buildIsCurrent() || process.argv.includes('--rebuild')) {
  console.info('Building the production bundle (about a minute on two cores)…');
  const build = spawnSync('node_modules/.bin/next', ['build'], { stdio: 'inherit', env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Its own process group, so a signal to this script stops next-server too.
// This machine only, unless BIND_ADDRESS says otherwise: on any other address the server runs as a
// public production site and refuses to start without SITE_URL, PAYLOAD_SECRET and a staff account.
// One server process per core (APP_PROCESSES to choose), sharing the port: scripts/lib/workers.ts.
const server = spawn('node', ['--import', 'tsx', 'scripts/serve.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { BIND_ADDRESS: '127.0.0.1', ...process.env, PORT: port, NODE_ENV: 'production' },
  detached: true,
});
let announced = false;
server.stdout.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk);
  if (!announced && /ready|started|Local:/i.test(chunk.toString())) {
    announced = true;
    const origin = `http://localhost:${port}`;
    console.info(`\n  Site (Japanese):  ${origin}/\n  Site (English):   ${origin}/en\n  Staff CMS:        ${origin}/admin`);
    if (staff === 'pending') {
      console.info('  No staff account yet: open /admin to create the first one, or restart with CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD set.');
    } else {
      console.info('  Sign in to /admin with the staff account e-mail and password (set with CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD or at the first-start prompt).');
    }
    console.info('');
  }
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (server.pid) process.kill(-server.pid, signal);
  });
}
server.on('exit', (code) => process.exit(code ?? 0));
