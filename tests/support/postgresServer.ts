import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The newest of Debian's PostgreSQL server programs (`postgresql` package), or null. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(root, versions.at(-1)!, 'bin') : null;
}

export type TestPostgres = {
  /** The server's address (database `postgres`); create databases on it. */
  url: string;
  /** Stops the server as an operator's fast restart does: open connections are ended. */
  halt: () => void;
  /** Starts it again on the same folder and port. */
  resume: () => void;
  remove: () => void;
};

/**
 * A PostgreSQL server of its own on `port`, in a temporary folder, that a test may stop and
 * start (the suite's shared server must not be restarted under the other tests). Run as the
 * `postgres` user when the tests run as root, as .ci/run starts its own.
 */
export function startTestPostgres(port: number): TestPostgres {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (Debian: apt-get install postgresql)');
  const dir = mkdtempSync(path.join(tmpdir(), 'site-pg-'));
  const root = process.getuid?.() === 0;
  if (root) execFileSync('chown', ['postgres', dir]);
  chmodSync(dir, 0o755);
  const run = (command: string) => {
    const result = root ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { encoding: 'utf8' }) : spawnSync('sh', ['-c', command], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}${result.stdout}`);
  };
  const data = path.join(dir, 'data');
  run(`${bin}/initdb -D ${data} -A trust -U postgres -E UTF8 --locale=C.UTF-8 >/dev/null`);
  const start = () => run(`${bin}/pg_ctl -D ${data} -o '-p ${port} -k ${dir} -c listen_addresses=localhost -c fsync=off' -l ${dir}/log -w start >/dev/null`);
  start();
  return {
    url: `postgres://postgres@localhost:${port}/postgres`,
    halt: () => run(`${bin}/pg_ctl -D ${data} -m fast -w stop >/dev/null`),
    resume: start,
    remove: () => {
      try {
        run(`${bin}/pg_ctl -D ${data} -m immediate -w stop >/dev/null 2>&1 || true`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
