import type { IncomingMessage, ServerResponse } from 'node:http';

import { databaseKind, openSqlClient, type SqlClient } from '../platform/db/client';
import { committedMigrations, recordedMigrations } from '../platform/db/migrations';
import { databaseLostAt, noteDatabaseLost } from '../platform/db/outage';

/**
 * `GET /healthz` (and HEAD), for a load balancer in front of several servers: 200 when this
 * server can reach the database and the database has every migration this code expects, 503
 * otherwise, with which part failed and a short reason (never the error itself: no stack, no
 * address). Answered by the server before Next, with nothing of the page machinery, and kept out
 * of the request checks (a balancer asks every second or so; nothing of it is rate-limited).
 */

export const HEALTH_PATH = '/healthz';

export type Health = {
  /** `stopping`: the server has been told to stop and is finishing its requests; a balancer sends it nothing new. */
  status: 'ok' | 'unavailable' | 'stopping';
  database: 'ok' | 'failed';
  migrations: 'ok' | 'pending' | 'failed' | 'unknown';
  reason?: string;
};

/** What the check asks of the database; a fake one in the tests. */
export type HealthProbe = {
  /** A trivial query. */
  ping(): Promise<void>;
  /** The names in Payload's `payload_migrations` table. */
  recordedMigrations(): Promise<string[]>;
};

/** How long the whole check may take. */
export const HEALTH_TIMEOUT_MS = 2_000;

class Timeout extends Error {}

function withDeadline<T>(work: Promise<T>, deadline: number): Promise<T> {
  const left = Math.max(0, deadline - Date.now());
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Timeout()), left)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** A short reason: a timeout, or the error's code (`ECONNREFUSED`, `SQLITE_CANTOPEN`, `42P01`), never its message. */
function shortReason(what: string, error: unknown, timeoutMs: number): string {
  if (error instanceof Timeout) return `${what}: no answer within ${timeoutMs / 1000} s`;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Za-z0-9_]{1,40}$/.test(code) ? `${what}: ${code}` : `${what}: failed`;
}

/**
 * The health of this server's database: it answers, and every migration of `expected` is
 * recorded as run (migrations the database has and this code does not know, as during a rolling
 * deploy, are no fault of this server). The whole check keeps to `timeoutMs`.
 */
export async function checkHealth(probe: HealthProbe, expected: () => string[], timeoutMs = HEALTH_TIMEOUT_MS): Promise<Health> {
  const deadline = Date.now() + timeoutMs;
  try {
    await withDeadline(probe.ping(), deadline);
  } catch (error) {
    return { status: 'unavailable', database: 'failed', migrations: 'unknown', reason: shortReason('database', error, timeoutMs) };
  }
  let names: string[];
  try {
    names = expected();
    if (names.length === 0) throw new Error('no migrations listed');
  } catch {
    return { status: 'unavailable', database: 'ok', migrations: 'failed', reason: 'migrations: the list of migrations could not be read' };
  }
  let recorded: Set<string>;
  try {
    recorded = new Set(await withDeadline(probe.recordedMigrations(), deadline));
  } catch (error) {
    return { status: 'unavailable', database: 'ok', migrations: 'failed', reason: shortReason('migrations', error, timeoutMs) };
  }
  const missing = names.filter((name) => !recorded.has(name));
  if (missing.length > 0) {
    const count = missing.length === 1 ? '1 migration' : `${missing.length} migrations`;
    return { status: 'unavailable', database: 'ok', migrations: 'pending', reason: `migrations: ${count} not run, from ${missing[0]}` };
  }
  return { status: 'ok', database: 'ok', migrations: 'ok' };
}

/** The probe of the site's database, on a connection of its own kept open between checks. */
export function databaseProbe(client: SqlClient): HealthProbe {
  return {
    ping: async () => void (await client.query('SELECT 1 AS one')),
    recordedMigrations: () => recordedMigrations(client),
  };
}

/**
 * The check as the server runs it: one connection, the committed migrations read once, and
 * checks that come together (several balancers, a burst) share one run; a result is reused for
 * a second. A change of state is logged once, with the reason.
 */
export function healthCheck(url: string, { timeoutMs = HEALTH_TIMEOUT_MS, reuseMs = 1_000 } = {}) {
  const kind = databaseKind(url);
  let client: SqlClient | undefined;
  let names: string[] | undefined;
  let running: Promise<Health> | undefined;
  let last: { at: number; health: Health } | undefined;
  const expected = () => (names ??= committedMigrations(kind));

  const run = async (): Promise<Health> => {
    let health: Health;
    try {
      client ??= openSqlClient(url, { timeoutMs });
      health = await checkHealth(databaseProbe(client), expected, timeoutMs);
    } catch {
      // The connection could not even be made (a SQLite file that cannot be opened).
      health = { status: 'unavailable', database: 'failed', migrations: 'unknown', reason: 'database: failed' };
    }
    if (last?.health.status !== health.status || last?.health.reason !== health.reason) {
      if (health.status === 'ok') console.info(last ? 'Health: ok again.' : 'Health: ok.');
      else console.warn(`Health: unavailable (${health.reason}).`);
    }
    last = { at: Date.now(), health };
    // Kept with what the pools note (platform/db/outage.ts): one record of the outage per process.
    if (health.database === 'failed') noteDatabaseLost(last.at);
    return health;
  };

  return {
    report(): Promise<Health> {
      if (last && Date.now() - last.at < reuseMs) return Promise.resolve(last.health);
      running ??= run().finally(() => (running = undefined));
      return running;
    },
    /** A check made now (joining one under way), for a page that has just failed: was it the database? */
    fresh(): Promise<Health> {
      running ??= run().finally(() => (running = undefined));
      return running;
    },
    /**
     * Whether the database was found away within `ms`: a page that fails just as it comes back
     * (a connection the restart broke, a server still starting) fails because of the same outage.
     */
    lostWithin(ms: number): boolean {
      // A server whose own checks never met the outage (it came back between two of them) still
      // knows of it from its pool, whose connections the restart cut.
      const lost = databaseLostAt();
      return lost > 0 && Date.now() - lost <= ms;
    },
    async close(): Promise<void> {
      await client?.close().catch(() => undefined);
      client = undefined;
    },
  };
}

export const isHealthRequest = (path: string) => path === HEALTH_PATH;

/** What `/healthz` answers once the server is stopping, without asking the database. */
export const STOPPING: Health = { status: 'stopping', database: 'ok', migrations: 'unknown', reason: 'stopping: this server is shutting down' };

/** Answers `/healthz`: the report as JSON, 200 or 503, never stored by a cache. */
export async function answerHealth(req: IncomingMessage, res: ServerResponse, report: () => Promise<Health>): Promise<void> {
  const headers = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', allow: 'GET, HEAD' });
    return void res.end('Method Not Allowed');
  }
  let health: Health;
  try {
    health = await report();
  } catch {
    health = { status: 'unavailable', database: 'failed', migrations: 'unknown', reason: 'the check failed' };
  }
  res.writeHead(health.status === 'ok' ? 200 : 503, headers);
  res.end(req.method === 'HEAD' ? undefined : JSON.stringify(health));
}
