/**
 * `npm run start:cluster`: the several-server deployment on this machine. PostgreSQL at
 * DATABASE_URL (migrated and seeded here, once), Redis at REDIS_URL or a throwaway one started
 * here, APP_SERVERS app servers (2 by default) on the ports after PORT, and nginx on PORT as the
 * load balancer and micro-cache. Stop it with Ctrl-C. See docs/operations.md, "Several servers".
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { getPayload } from 'payload';

import config from '../src/payload/payload.config';
import { startCluster } from './lib/cluster';
import { ensureFirstStaffAccount, migrateAndSeed } from './lib/prepare';

process.env.NEXT_TELEMETRY_DISABLED ??= '1';
const port = Number(process.env.PORT ?? 3000);
const appServers = Number(process.env.APP_SERVERS ?? 2);
if (!Number.isInteger(appServers) || appServers < 1) {
  console.error('APP_SERVERS must be a whole number, 1 or more.');
  process.exit(2);
}
if (!/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')) {
  console.error('start:cluster runs the app servers on one PostgreSQL database: set DATABASE_URL=postgres://… (see docs/operations.md, "Several servers").');
  process.exit(2);
}

// Migrations and the first seed run once, here, never by several servers at once.
const payload = await getPayload({ config });
await migrateAndSeed(payload);
await ensureFirstStaffAccount(payload);
await payload.destroy();

const distDir = process.env.NEXT_DIST_DIR ?? '.next';
if (!existsSync(path.join(distDir, 'BUILD_ID')) || process.argv.includes('--rebuild')) {
  console.info('Building the production bundle (about a minute on two cores)…');
  const build = spawnSync('node_modules/.bin/next', ['build'], { stdio: 'inherit', env: { ...process.env, REDIS_URL: '' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const cluster = await startCluster({
  port,
  appServers,
  workDir: path.resolve(process.env.DATA_DIR ?? 'data', 'cluster'),
  redisUrl: process.env.REDIS_URL,
  log: process.env.CLUSTER_LOG ? (line) => console.info(line) : undefined,
});
console.info(`\n  Balancer:     ${cluster.balancer}/  (Japanese), ${cluster.balancer}/en, ${cluster.balancer}/admin`);
console.info(`  App servers:  ${cluster.servers.join(', ')}`);
console.info(`  Shared cache: ${cluster.redisUrl}\n`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void cluster.stop().then(() => process.exit(0));
  });
}
