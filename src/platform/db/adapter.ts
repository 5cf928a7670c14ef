import type { InValue } from '@libsql/client';
import type { Pool } from 'pg';
import type { Payload } from 'payload';

/**
 * What the site reaches of Payload's database adapter beyond its public type: the engine's own
 * handles, for the few reads and writes Payload's query builder does not make well (the register's
 * search, atomic claims, writes inside the request's transaction). Payload's `DatabaseAdapter`
 * type names none of them; the SQLite adapter holds `client` (libsql), the PostgreSQL adapter
 * `pool` (node-postgres), and both `drizzle` and, on PostgreSQL, one `sessions` entry per open
 * transaction. Every integration test on both engines goes through these (the register, the
 * outbox's claims, page addresses), so an upgrade that renames one fails there first.
 */

type Row = Record<string, unknown>;

/** The libsql client of Payload's SQLite adapter. */
export type LibsqlHandle = {
  execute(stmt: string | { sql: string; args: InValue[] }): Promise<{ rows: Row[]; rowsAffected: number }>;
  batch(stmts: { sql: string; args: InValue[] }[], mode?: 'write' | 'read' | 'deferred'): Promise<{ rows: Row[] }[]>;
};

export type DrizzleLike = { execute(query: unknown): Promise<unknown> };

type AdapterHandles = {
  client?: LibsqlHandle;
  /** The node-postgres pool of Payload's PostgreSQL adapter. */
  pool?: Pool;
  drizzle: DrizzleLike;
  sessions?: Record<string, { db: DrizzleLike } | undefined>;
};

/** The adapter's handles: the one place the site reads past Payload's adapter type. */
export const adapterHandles = (payload: Payload): AdapterHandles => payload.db as unknown as AdapterHandles;

type TransactionalRequest = { transactionID?: number | string | Promise<number | string> | null };

/**
 * The Drizzle instance of the request's own transaction where Payload holds one (PostgreSQL), so a
 * write commits or rolls back with the save that made it; otherwise the adapter's own.
 */
export async function drizzleOf(payload: Payload, req: TransactionalRequest | undefined): Promise<DrizzleLike> {
  const adapter = adapterHandles(payload);
  const transaction = req?.transactionID instanceof Promise ? await req.transactionID : req?.transactionID;
  return (transaction !== undefined && transaction !== null && adapter.sessions?.[String(transaction)]?.db) || adapter.drizzle;
}

/** Arguments for libsql, checked one by one rather than cast: a value it cannot bind fails here, by position. */
export function libsqlArgs(args: readonly unknown[]): InValue[] {
  return args.map((value, i) => {
    if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return value;
    if (value instanceof Uint8Array || value instanceof ArrayBuffer || value instanceof Date) return value;
    throw new TypeError(`SQL argument ${i + 1} is a ${value === undefined ? 'missing value' : typeof value}, which SQLite cannot bind`);
  });
}
