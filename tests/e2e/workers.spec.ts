import { type ChildProcess, execFileSync, spawn } from 'node:child_process';

import { expect, test } from '@playwright/test';

import { redisServerBinary } from '../../scripts/lib/cluster';
import { staffToken } from './support';

/**
 * `npm start` on one machine serves from every core (scripts/serve.ts): several processes on one
 * port over the run's database, sharing their page cache through a Redis of their own, so a page
 * published through the port is fresh whichever process answers; a process that dies is replaced;
 * SIGTERM drains them all.
 */

test.describe.configure({ mode: 'serial' });

const PORT = Number(process.env.E2E_PORT ?? 3100) + 70;
const origin = `http://127.0.0.1:${PORT}`;
let primary: ChildProcess | null = null;
let output = '';

/** The server processes of the primary: pid per line of `ps`, those running the site's server. */
function serverProcesses(): number[] {
  const lines = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(primary!.pid)], { encoding: 'utf8' })
    .trim()
    .split('\n');
  return lines.filter((line) => line.includes('src/http-server/index.ts')).map((line) => Number(line.trim().split(/\s+/)[0]));
}

async function until(condition: () => boolean | Promise<boolean>, limitMs: number): Promise<boolean> {
  const end = Date.now() + limitMs;
  while (Date.now() < end) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

test.beforeAll(async () => {
  test.skip(!redisServerBinary(), 'needs redis-server (a Debian package; .ci/run installs it)');
  test.setTimeout(120_000);
  primary = spawn('node', ['--import', 'tsx', 'scripts/serve.ts'], {
    env: { ...process.env, APP_PROCESSES: '2', PORT: String(PORT), BIND_ADDRESS: '127.0.0.1', NODE_ENV: 'production', SITE_URL: origin, REDIS_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  primary.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  primary.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  expect(await until(() => (output.match(/ready on/g) ?? []).length >= 2, 90_000), output).toBe(true);
});

test.afterAll(() => {
  if (primary?.exitCode === null) primary.kill('SIGKILL');
});

test('two processes serve one port, and a page published through it is fresh whichever answers', async ({ request }) => {
  test.setTimeout(90_000);
  expect(output).toContain('Serving from 2 processes');
  expect(serverProcesses()).toHaveLength(2);

  const auth = { Authorization: `JWT ${await staffToken(request)}`, 'content-type': 'application/json' };
  const slug = `workers-${Date.now()}`;
  const created = await fetch(`${origin}/api/news?depth=0`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ title: 'プロセスの確認（前）', slug, category: 'notice', publishedAt: '2001-04-03T00:00:00.000Z', _status: 'published' }),
  });
  expect(created.status).toBe(201);
  const { doc } = (await created.json()) as { doc: { id: number } };
  const titles = async () => Promise.all(Array.from({ length: 6 }, async () => (await (await fetch(`${origin}/news/${slug}`)).text()).match(/プロセスの確認（[前後]）/)?.[0]));
  try {
    // Each process renders and keeps the page (requests are dealt to the processes in turn).
    expect(await titles()).toEqual(Array(6).fill('プロセスの確認（前）'));
    const updated = await fetch(`${origin}/api/news/${doc.id}?depth=0`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ title: 'プロセスの確認（後）', _status: 'published' }),
    });
    expect(updated.status).toBe(200);
    // Within seconds every answer is the new one: no process keeps the old page for itself.
    expect(await until(async () => (await titles()).every((t) => t === 'プロセスの確認（後）'), 5_000)).toBe(true);
  } finally {
    await fetch(`${origin}/api/news/${doc.id}`, { method: 'DELETE', headers: auth });
  }
});

test('a process that dies is replaced, and the site answers meanwhile', async () => {
  test.setTimeout(90_000);
  const [first, second] = serverProcesses() as [number, number];
  process.kill(first, 'SIGKILL');
  // Once the primary has seen it go (a request it was answering is lost with it), the other answers alone.
  expect(await until(() => output.includes(`Server process ${first} stopped`), 10_000), output).toBe(true);
  const statuses = [];
  for (let i = 0; i < 10; i++) statuses.push((await fetch(`${origin}/`)).status);
  expect(statuses).toEqual(Array(10).fill(200));
  expect(await until(() => serverProcesses().length === 2 && !serverProcesses().includes(first), 60_000)).toBe(true);
  expect(serverProcesses()).toContain(second);
  expect(await until(() => (output.match(/ready on/g) ?? []).length >= 3, 60_000)).toBe(true);
  expect((await fetch(`${origin}/healthz`)).status).toBe(200);
});

test('SIGTERM drains every process and stops', async () => {
  test.setTimeout(60_000);
  const processes = serverProcesses();
  const exited = new Promise<number | null>((resolve) => primary!.once('exit', (code) => resolve(code)));
  primary!.kill('SIGTERM');
  expect(await exited).toBe(0);
  for (const pid of processes) expect(() => process.kill(pid, 0)).toThrow();
});
