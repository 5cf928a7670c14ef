import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Runs a command to completion or throws; returns its duration in seconds. */
export function must(command: string, args: string[], env: NodeJS.ProcessEnv, { cwd, output = 'inherit' }: { cwd?: string; output?: 'inherit' | 'ignore' } = {}): number {
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: ['ignore', output, 'inherit'], env, cwd });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
  return (performance.now() - started) / 1000;
}

/** Waits until `url` answers 2xx (a server just started), or throws after `seconds`. */
export async function waitFor(url: string, seconds = 60): Promise<void> {
  for (let i = 0; i < seconds * 2; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up within ${seconds} s`);
}

/**
 * Starts the site through its server (src/http-server), in its own process group; stop it with
 * `process.kill(-pid)`. One process, so figures compare with one `next start`, unless
 * `APP_PROCESSES` asks for more: then as `npm start` serves (scripts/serve.ts).
 */
export function startSite(port: number, env: NodeJS.ProcessEnv, stdio: 'ignore' | 'inherit' = 'ignore'): ChildProcess {
  const entry = Number(env.APP_PROCESSES) > 1 ? 'scripts/serve.ts' : 'src/http-server/index.ts';
  return spawn('node', ['--import', 'tsx', entry], {
    env: { BIND_ADDRESS: '127.0.0.1', ...env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', stdio, 'inherit'],
    detached: true,
  });
}

/**
 * The site a bench measures: `BENCH_URL`'s when given (a site already running, nothing built);
 * otherwise a fresh SQLite database in a temporary folder, a build into `.next-bench` and the
 * site's server on `port`. `stop()` ends the server and removes the folder.
 */
export async function benchSite(port: number, name: string): Promise<{ base: string; stop: () => void }> {
  if (process.env.BENCH_URL) return { base: process.env.BENCH_URL, stop: () => {} };
  const dataDir = mkdtempSync(path.join(tmpdir(), `site-bench-${name}-`));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
    PAYLOAD_SECRET: 'bench-only',
    NEXT_DIST_DIR: '.next-bench',
    NEXT_TELEMETRY_DISABLED: '1',
    SITE_URL: `http://localhost:${port}`,
  };
  console.info('Preparing a database and building into .next-bench …');
  must('node', ['--import', 'tsx', 'scripts/prepare-db.ts'], env, { output: 'ignore' });
  must(path.join(process.cwd(), 'node_modules', '.bin', 'next'), ['build'], env, { output: 'ignore' });
  const site = startSite(port, env);
  const base = `http://localhost:${port}`;
  await waitFor(base);
  return {
    base,
    stop: () => {
      site.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
