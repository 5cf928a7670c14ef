/**
 * When this process last saw its database connections break (PostgreSQL restarted, a failover).
 * Payload's pool is created inside Next's bundle and the health check in the server around it:
 * two copies of any module, so the moment is kept on `globalThis` under a registered symbol,
 * which both copies share.
 */
const KEY = Symbol.for('site.database.lostAt');

type Holder = { [KEY]?: number };

/** Called by the pool's `error` listener: an idle connection was cut by the database. */
export function noteDatabaseLost(at = Date.now()): void {
  (globalThis as Holder)[KEY] = at;
}

/** When the connections were last seen to break, 0 if never. */
export function databaseLostAt(): number {
  return (globalThis as Holder)[KEY] ?? 0;
}
