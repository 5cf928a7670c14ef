import '#server-only';

import type { Pool } from 'pg';
import type { Payload } from 'payload';

import { adapterHandles, drizzleOf, type LibsqlHandle, libsqlArgs } from './adapter';

/**
 * Plain SQL through the connection Payload already holds: the libsql client on SQLite, the pg
 * pool on PostgreSQL. For the reads Payload's query builder does not make well (the certified
 * register's full-text search, the accredited-body directory's index); writes that must stay in
 * Payload's transaction go through Payload. SQL is written with `?` placeholders on both engines.
 */

export type SqlValue = string | number | bigint | boolean | null | string[];

type Row = Record<string, unknown>;
type ResultSet = { rows: Row[] };
export type Statement = { sql: string; args: SqlValue[] };
/**
 * What this module needs of a database: SQLite (the libsql client Payload holds) or PostgreSQL
 * (Payload's pg pool, through {@link postgresClient}). SQL is written with `?` placeholders.
 */
export type SqlClient = {
  dialect?: 'sqlite' | 'postgres';
  execute(stmt: string | Statement): Promise<ResultSet>;
  batch(stmts: Statement[], mode?: 'write' | 'read' | 'deferred'): Promise<ResultSet[]>;
};

/** What this module uses of a node-postgres pool. */
export type PgPool = Pick<Pool, 'query' | 'connect'>;

/** `?` placeholders become `$1…`; bigints travel as text (node-postgres cannot send them). */
export function toPostgres(stmt: string | { sql: string; args: readonly unknown[] }): [string, unknown[]] {
  const { sql, args } = typeof stmt === 'string' ? { sql: stmt, args: [] } : stmt;
  let n = 0;
  return [sql.replace(/\?/g, () => `$${++n}`), args.map((a) => (typeof a === 'bigint' ? a.toString() : a))];
}

export function postgresClient(pool: PgPool): SqlClient {
  return {
    dialect: 'postgres',
    execute: (stmt) => pool.query(...toPostgres(stmt)),
    async batch(stmts) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out: ResultSet[] = [];
        for (const stmt of stmts) out.push(await client.query(...toPostgres(stmt)));
        await client.query('COMMIT');
        return out;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

/** A libsql client (Payload's, or one of a script's own) as a {@link SqlClient}. */
export function sqliteClient(libsql: LibsqlHandle): SqlClient {
  const statement = (stmt: Statement) => ({ sql: stmt.sql, args: libsqlArgs(stmt.args) });
  return {
    dialect: 'sqlite',
    execute: (stmt) => libsql.execute(typeof stmt === 'string' ? stmt : statement(stmt)),
    batch: (stmts, mode) => libsql.batch(stmts.map(statement), mode),
  };
}

const clients = new WeakMap<object, SqlClient>();

export function sqlClient(payload: Payload): SqlClient {
  const db = adapterHandles(payload);
  const known = clients.get(db);
  if (known) return known;
  let client: SqlClient;
  if (db.pool) client = postgresClient(db.pool);
  else if (db.client) client = sqliteClient(db.client);
  else throw new Error('Plain SQL needs the SQLite or PostgreSQL adapter');
  clients.set(db, client);
  return client;
}

type TransactionalRequest = { transactionID?: number | string | Promise<number | string> | null };

/**
 * One write inside the request's own transaction where Payload holds one (PostgreSQL), so it
 * commits or rolls back with the save that made it; on SQLite through the client Payload holds.
 * For writes that must not go through Payload's save (no hooks, no version, no audit entry).
 */
export async function executeInRequest(payload: Payload, req: TransactionalRequest | undefined, stmt: Statement): Promise<void> {
  const db = sqlClient(payload);
  if (db.dialect !== 'postgres') {
    await db.execute(stmt);
    return;
  }
  const { sql: pgSql } = await import('@payloadcms/db-postgres');
  const drizzle = await drizzleOf(payload, req);
  const parts = stmt.sql.split('?');
  const chunks = parts.flatMap((part, i) => (i < stmt.args.length ? [pgSql.raw(part), pgSql`${stmt.args[i]}`] : [pgSql.raw(part)]));
  await drizzle.execute(pgSql.join(chunks));
}
