import { type ChildProcess, spawn } from 'node:child_process';

/**
 * A second instance of the site under test, on its own port, as the open internet would meet
 * it: no trusted proxy (the client address is the socket's, whatever X-Forwarded-For says),
 * published over HTTPS (Secure cookies, HSTS), and small allowances so that limits are reached in
 * a few requests. It shares the build and the database of the main test server.
 */
export const PROBE_PORT = Number(process.env.E2E_PORT ?? 3100) + 1;
export const PROBE_ORIGIN = `https://localhost:${PROBE_PORT}`;
export const PROBE_URL = `http://localhost:${PROBE_PORT}`;

export const probeLimits = {
  FORM_RATE_LIMIT: '20',
  FORM_ACTION_LIMIT: '3',
  STAFF_AUTH_LIMIT: '5',
  STAFF_LOGIN_LIMIT: '3',
  OPEN_API_LIMIT: '10',
};

export async function startProbeServer(): Promise<() => Promise<void>> {
  const child: ChildProcess = spawn('node', ['--import', 'tsx', 'src/http-server/index.ts'], {
    env: { ...process.env, ...probeLimits, NODE_ENV: 'production', PORT: String(PROBE_PORT), BIND_ADDRESS: '127.0.0.1', SITE_URL: PROBE_ORIGIN, TRUSTED_PROXY_HOPS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the probe server did not start in 60 s')), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (/ready on/.test(chunk.toString())) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.resume();
    child.on('exit', (code) => reject(new Error(`the probe server stopped (${code})`)));
  });
  return async () => {
    if (child.exitCode !== null || !child.pid) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
}
