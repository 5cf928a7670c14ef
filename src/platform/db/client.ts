import { createClient } from '@libsql/client';
import pg from 'pg';

import { noteDatabaseLost } from './outage';

/**
 * A plain SQL connection to the site's database, beside Payload's: for the server in front of
 * Next (the production start checks, the health endpoint) and the backup and restore commands,
 * which run without Payload. The same URL as DATABASE_URL: a SQLite file (`file:…`) or PostgreSQL.
 */

export type DatabaseKind = 'sqlite' | 'postgres';

export const databaseKind = (url: string): DatabaseKind => (url.startsWith('postgres://') || url.startsWith('postgresql://') ? 'postgres' : 'sqlite');

/**
 * Settings of every PostgreSQL session the site opens (Payload's pool and its own), sent when the
 * connection starts. `jit=off`: PostgreSQL compiles a statement to machine code when the planner's
 * cost estimate passes `jit_above_cost`, and Payload's reads of a nested global (the site's
 * navigation: lateral joins over eight small tables) are estimated high enough. Measured at 10^5
 * certificates: that read took 900 ms, nearly all of it compiling, and 3.5 ms without JIT; under
 * eight clients the compilations queued for 6–7 s and pages failed. A site's statements are short;
 * none gains from JIT. (Behind a connection pooler that refuses the `options` startup parameter,
 * set `jit = off` on the database or the server instead: `ALTER DATABASE … SET jit = off`.)
 */
export const POSTGRES_SESSION_OPTIONS = '-c jit=off';

/**
 * The site's own sessions (the directories' searches and counts, the importer, the answer cache's
 * check) also plan with `random_page_cost=1.1` instead of PostgreSQL's 4, which assumes spinning
 * disks: the register's tables and indexes are read from memory or SSD. With 4, the planner read a
 * one-character keyword's matches by scanning the whole table and testing each row's character
 * array (480 ms at 10^5 certificates) rather than through the GIN index (50–70 ms); every other
 * statement the certified-organisation bench runs was as fast or faster with 1.1 (ADR 20,
 * addendum). Payload's pool keeps the default. (Behind a pooler that refuses startup options:
 * `ALTER ROLE … SET random_page_cost = 1.1` for the role the site connects as.)
 */
export const SITE_SQL_SESSION_OPTIONS = `${POSTGRES_SESSION_OPTIONS} -c random_page_cost=1.1`;

export type SqlClient = {
  kind: DatabaseKind;
  /** Rows of one statement; parameters are `?` on SQLite and `$1` on PostgreSQL. */
  query<Row = Record<string, unknown>>(sql: string, args?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
};

export type SqlClientOptions = {
  /** How long a PostgreSQL connection or statement may take before it fails (no limit by default). */
  timeoutMs?: number;
};

/**
 * Opens a connection: one libsql client on SQLite, a pool of one connection on PostgreSQL
 * (reconnects by itself after the server went away; an idle connection that breaks is dropped,
 * not thrown).
 */
export function openSqlClient(url: string, options: SqlClientOptions = {}): SqlClient {
  if (databaseKind(url) === 'postgres') {
    const timeout = options.timeoutMs;
    const pool = new pg.Pool({
      connectionString: url,
      options: SITE_SQL_SESSION_OPTIONS,
      max: 1,
      idleTimeoutMillis: 30_000,
      ...(timeout ? { connectionTimeoutMillis: timeout, query_timeout: timeout, statement_timeout: timeout } : {}),
    });
    // Noted, so a page failing as the database comes back is counted as part of the outage.
    pool.on('error', () => noteDatabaseLost());
    return {
      kind: 'postgres',
      query: async <Row>(sql: string, args: unknown[] = []) => (await pool.query(sql, args)).rows as Row[],
      close: () => pool.end(),
    };
  }
  const client = createClient({ url });
  return {
    kind: 'sqlite',
    query: async <Row>(sql: string, args: unknown[] = []) => (await client.execute({ sql, args: args as never })).rows as unknown as Row[],
    close: async () => client.close(),
  };
}

/** Runs `work` on a fresh connection and closes it. */
export async function withSqlClient<T>(url: string, work: (client: SqlClient) => Promise<T>, options?: SqlClientOptions): Promise<T> {
  const client = openSqlClient(url, options);
  try {
    return await work(client);
  } finally {
    await client.close().catch(() => undefined);
  }
}
