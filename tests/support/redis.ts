import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Debian's `redis-server` for the tests that share counts between processes: TEST_REDIS_SERVER
 * (set by .ci/run), else the first on PATH, else /usr/bin/redis-server; undefined when none is
 * installed (`apt-get install redis-server`).
 */
export function redisServerBinary(): string | undefined {
  const candidates = [
    process.env.TEST_REDIS_SERVER,
    ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => dir && path.join(dir, 'redis-server')),
    '/usr/bin/redis-server',
  ];
  return candidates.find((file): file is string => Boolean(file) && existsSync(file!));
}

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
