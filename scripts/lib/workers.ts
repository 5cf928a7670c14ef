/**
 * Serves the site from several processes on one machine: `APP_PROCESSES` (default: every core)
 * Node processes of `src/http-server/index.ts` sharing one port through Node's cluster module, over
 * the same database. Whatever one process keeps that another must see is shared, as between
 * several servers (ADR 17): Next's page cache and revalidation, and the rate limits, go to Redis.
 * When `REDIS_URL` names none, a private `redis-server` (Debian's) is started on loopback for
 * the processes and stopped with them; without one installed, one process serves, and the log
 * says why. A process that dies is replaced; SIGTERM or SIGINT drains every process (each
 * finishes its requests and hands back its mail leases), then stops Redis.
 */
import type { ChildProcess } from 'node:child_process';
import cluster, { type Worker } from 'node:cluster';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';

import { redisServerBinary, startRedis } from './cluster';

/** How many processes: `APP_PROCESSES`, or one per core. */
export function processCount(env: Record<string, string | undefined> = process.env, cores = availableParallelism()): number {
  const asked = Number(env.APP_PROCESSES);
  return Number.isInteger(asked) && asked >= 1 ? Math.min(asked, 64) : Math.max(1, cores);
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** A Redis of the processes' own, on a free port, with its folder. */
async function startPrivateRedis(binary: string): Promise<{ url: string; child: ChildProcess; dir: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-redis-'));
  return { ...(await startRedis(binary, await freePort(), dir)), dir };
}

/**
 * How the site will be served: the processes wanted, and what they share. Several processes need
 * a Redis: REDIS_URL's, or a private one from a redis-server binary; without either, one process.
 * `npm start` prints this before anything starts (summary.ts); serveWithWorkers acts on it.
 */
export type ServingPlan = { wanted: number; count: number; redis: 'url' | 'private' | 'none'; redisBinary: string | null };

export function servingPlan(env: Record<string, string | undefined> = process.env, cores = availableParallelism(), redisBinary = redisServerBinary()): ServingPlan {
  const wanted = processCount(env, cores);
  if (wanted === 1) return { wanted, count: 1, redis: 'none', redisBinary };
  if (env.REDIS_URL) return { wanted, count: wanted, redis: 'url', redisBinary };
  return redisBinary ? { wanted, count: wanted, redis: 'private', redisBinary } : { wanted, count: 1, redis: 'none', redisBinary };
}

export async function serveWithWorkers(serverEntry: string): Promise<void> {
  const plan = servingPlan();
  const count = plan.count;
  let redis: Awaited<ReturnType<typeof startPrivateRedis>> | null = null;
  const env: Record<string, string> = {};
  if (plan.redis === 'private') {
    redis = await startPrivateRedis(plan.redisBinary!);
    env.REDIS_URL = redis.url;
    console.info(`Serving from ${count} processes; their page cache and rate limits are shared through a private Redis (${redis.url}).`);
  } else if (plan.redis === 'url') {
    console.info(`Serving from ${count} processes, sharing the Redis at REDIS_URL.`);
  } else if (plan.wanted > 1) {
    console.info('Serving from one process: several need a shared Redis (set REDIS_URL, or install redis-server).');
  }

  cluster.setupPrimary({ exec: serverEntry, execArgv: ['--import', 'tsx'] });
  let stopping = false;
  const recentDeaths: number[] = [];
  const fork = () => cluster.fork(env);
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) return;
    const now = Date.now();
    recentDeaths.push(now);
    while (recentDeaths.length && now - recentDeaths[0]! > 60_000) recentDeaths.shift();
    if (recentDeaths.length > 5) {
      console.error('Server processes keep stopping (more than 5 in a minute): the site stops. See the log above.');
      void stop(1);
      return;
    }
    console.warn(`Server process ${worker.process.pid} stopped (${signal ?? `exit ${code}`}); starting another.`);
    setTimeout(fork, 1_000);
  });
  for (let i = 0; i < count; i++) fork();

  const stop = async (status: number) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            // The same signal a deployment sends one server: it drains (src/http-server/index.ts).
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    if (redis) {
      redis.child.kill('SIGTERM');
      rmSync(redis.dir, { recursive: true, force: true });
    }
    process.exit(status);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));
}
