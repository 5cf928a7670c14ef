import { type ChildProcess, spawn, spawnSync } from 'node:child_process';

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
 * Starts the site through its server (src/server), in its own process group; stop it with
 * `process.kill(-pid)`. One process, so figures compare with one `next start`, unless
 * `APP_PROCESSES` asks for more: then as `npm start` serves (scripts/serve.ts).
 */
export function startSite(port: number, env: NodeJS.ProcessEnv, stdio: 'ignore' | 'inherit' = 'ignore'): ChildProcess {
  const entry = Number(env.APP_PROCESSES) > 1 ? 'scripts/serve.ts' : 'src/server/index.ts';
  return spawn('node', ['--import', 'tsx', entry], {
    env: { BIND_ADDRESS: '127.0.0.1', ...env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', stdio, 'inherit'],
    detached: true,
  });
}
