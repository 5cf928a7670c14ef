import { createClient } from '@libsql/client';

import { libsqlArgs } from './adapter';
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
 * Settings of every PostgreSQL session the site opens (Payload's pool, through which the
 * directories search too, and its own connections), sent when the connection starts:
 *
 * - `jit=off`: PostgreSQL compiles a statement to machine code when the planner's cost estimate
 *   passes `jit_above_cost`, and Payload's reads of a nested global (the site's navigation: lateral
 *   joins over eight small tables) are estimated high enough. Measured at 10^5 certificates: that
 *   read took 900 ms, nearly all of it compiling, and 3.5 ms without JIT; under eight clients the
 *   compilations queued for 6–7 s and pages failed. A site's statements are short; none gains.
 * - `random_page_cost=1.1` instead of 4, which assumes spinning disks: with 4 the planner read a
 *   one-character keyword's matches by scanning the whole register and testing each row's
 *   character array (480 ms at 10^5) rather than through the GIN index (50–70 ms).
 * - `work_mem=32MB` instead of 4 MB: a common keyword's matches at 10^6 (150,000 rows) did not fit
 *   the bitmap of 4 MB, which then kept whole pages instead of rows, and every row of those pages
 *   had its character array tested again (the count of 架空台: 450 ms, 100 ms with 32 MB).
 *
 * (ADR 20, addenda. Behind a connection pooler that refuses the `options` startup parameter, set
 * them for the role the site connects as: `ALTER ROLE … SET jit = off`, and so on.)
 */
export const POSTGRES_SESSION_OPTIONS = '-c jit=off -c random_page_cost=1.1 -c work_mem=32MB';

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
      options: POSTGRES_SESSION_OPTIONS,
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
    query: async <Row>(sql: string, args: unknown[] = []) => (await client.execute({ sql, args: libsqlArgs(args) })).rows as Row[],
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
