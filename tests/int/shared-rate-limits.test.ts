import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { redisServerBinary, startTestRedis, type TestRedis } from '@tests/support/redis';

/**
 * The rate limits with REDIS_URL: every process (and so every server behind the load balancer)
 * counts against one allowance, and when Redis goes away each process goes on counting in its
 * own memory, without failing a request, until Redis is back.
 */

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

let redis: TestRedis;
let rateLimit: typeof import('@/platform/http/rateLimit');

/** Another process: counts `times` requests of `address` against the allowance and reports each verdict. */
async function otherProcess(name: string, points: number, seconds: number, address: string, times: number): Promise<boolean[]> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'tests/support/take-allowance.ts', name, String(points), String(seconds), address, String(times)], {
    cwd: root,
    env: { ...process.env, REDIS_URL: redis.url },
  });
  return JSON.parse(stdout.trim().split('\n').pop()!) as boolean[];
}

async function here(name: string, points: number, seconds: number, address: string, times: number): Promise<boolean[]> {
  const verdicts: boolean[] = [];
  for (let i = 0; i < times; i++) verdicts.push((await rateLimit.take(name, { points, seconds }, address)).allowed);
  return verdicts;
}

async function until(condition: () => boolean, ms: number) {
  for (const end = Date.now() + ms; !condition() && Date.now() < end;) await new Promise((resolve) => setTimeout(resolve, 100));
  return condition();
}

const binary = redisServerBinary();

if (!binary) {
  describe('rate limits shared through Redis', () => it.skip('needs redis-server (apt-get install redis-server; .ci/run installs it)', () => undefined));
} else {
  describe('rate limits shared through Redis', () => {
    beforeAll(async () => {
      redis = await startTestRedis(binary);
      process.env.REDIS_URL = redis.url;
      rateLimit = await import('@/platform/http/rateLimit');
    });
    afterAll(async () => {
      await rateLimit?.closeSharedCounts();
      delete process.env.REDIS_URL;
      await redis?.remove();
    });

    it('lets every process count against one allowance', async () => {
      expect(await here('shared-a', 5, 60, '203.0.113.7', 3)).toEqual([true, true, true]);
      expect(rateLimit.countsShared()).toBe(true);
      // Two more processes, as two more servers would be: the allowance of five is already three down.
      expect(await otherProcess('shared-a', 5, 60, '203.0.113.7', 3)).toEqual([true, true, false]);
      expect(await otherProcess('shared-a', 5, 60, '203.0.113.7', 1)).toEqual([false]);
      expect(await here('shared-a', 5, 60, '203.0.113.7', 1)).toEqual([false]);
      // Another client has its own allowance; an IPv6 client is counted by its /64 everywhere.
      expect(await otherProcess('shared-a', 5, 60, '203.0.113.8', 1)).toEqual([true]);
      expect(await here('shared-b', 2, 60, '2001:db8:1:2::1', 1)).toEqual([true]);
      expect(await otherProcess('shared-b', 2, 60, '2001:db8:1:2::ffff', 2)).toEqual([true, false]);
    });

    it('does not wait on a Redis that is connected but does not answer', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { createClient } = await import('redis');
      const admin = createClient({ url: redis.url });
      await admin.connect();
      try {
        // Redis holds every other client's commands for three seconds, as an overloaded one would.
        await admin.sendCommand(['CLIENT', 'PAUSE', '3000', 'ALL']);
        const verdicts: boolean[] = [];
        for (let i = 0; i < 3; i++) {
          const started = Date.now();
          verdicts.push((await rateLimit.take('paused', { points: 2, seconds: 60 }, '203.0.113.11')).allowed);
          // Each request waits the time-out (half a second), not the pause, then counts in memory.
          expect(Date.now() - started).toBeLessThan(1500);
        }
        expect(verdicts).toEqual([true, true, false]);
        expect(warn.mock.calls.filter(([message]) => String(message).includes('did not count a request in time'))).toHaveLength(1);
        await admin.sendCommand(['CLIENT', 'UNPAUSE']);
        expect(rateLimit.countsShared()).toBe(true);
        expect(await here('unpaused', 1, 60, '203.0.113.11', 1)).toEqual([true]);
        expect(await otherProcess('unpaused', 1, 60, '203.0.113.11', 1)).toEqual([false]);
      } finally {
        await admin.sendCommand(['CLIENT', 'UNPAUSE']).catch(() => undefined);
        admin.destroy();
        warn.mockRestore();
      }
    });

    it('answers from memory while Redis is away, logs that once, and shares again when it is back', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
      try {
        await redis.stop();
        expect(await until(() => !rateLimit.countsShared(), 5000)).toBe(true);
        const started = Date.now();
        // The allowance used up in Redis is unknown here: this process starts its own count.
        expect(await here('shared-a', 5, 60, '203.0.113.7', 6)).toEqual([true, true, true, true, true, false]);
        expect(await here('outage', 2, 60, '203.0.113.9', 3)).toEqual([true, true, false]);
        // No request waits for Redis while it is away.
        expect(Date.now() - started).toBeLessThan(1000);
        expect(warn.mock.calls.filter(([message]) => String(message).includes('Redis'))).toHaveLength(1);

        await redis.start();
        expect(await until(() => rateLimit.countsShared(), 20_000)).toBe(true);
        expect(info.mock.calls.some(([message]) => String(message).includes('answers again'))).toBe(true);
        // Redis restarted empty (nothing is saved): a fresh allowance, shared again.
        expect(await here('after', 2, 60, '203.0.113.10', 1)).toEqual([true]);
        expect(await otherProcess('after', 2, 60, '203.0.113.10', 2)).toEqual([true, false]);
      } finally {
        warn.mockRestore();
        info.mockRestore();
      }
    });
  });
}
