import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's `redis-server` (TEST_REDIS_SERVER, set by .ci/run, first): the cluster's own lookup. */
export { redisServerBinary } from '../../scripts/lib/cluster';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

export type TestRedis = { url: string; port: number; stop: () => Promise<void>; start: () => Promise<void>; remove: () => Promise<void> };

/**
 * A throwaway Redis on a free port of this machine: nothing written to disk (`--save ''`,
 * no append-only file), its folder a temporary one. `stop` and `start` take it away and bring
 * it back on the same port (a Redis outage); `remove` stops it and deletes its folder.
 */
export async function startTestRedis(binary: string): Promise<TestRedis> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
    for (let i = 0; i < 100 && !(await accepts(port)); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    if (!(await accepts(port))) throw new Error(`redis-server did not start on port ${port}`);
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGKILL');
    });
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    stop,
    remove: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
