import type { Payload } from 'payload';

import { sqlClient, type SqlClient, type SqlValue } from '@/platform/db/payloadSql';

/** The alerts' tables (payload/collections.ts), written and read in SQL that both engines take. */
export const ADDRESSES_TABLE = 'alert_addresses';
export const SUBSCRIPTIONS_TABLE = 'alert_subscriptions';
export const QUEUE_TABLE = 'alert_queue';

export const db = (payload: Payload): SqlClient => sqlClient(payload);

export type Row = Record<string, unknown>;

export async function rows(payload: Payload, sql: string, args: SqlValue[] = []): Promise<Row[]> {
  return (await db(payload).execute({ sql, args })).rows as Row[];
}

/** How many rows a write changed, on either engine. */
export async function write(payload: Payload, sql: string, args: SqlValue[] = []): Promise<number> {
  const result = (await db(payload).execute({ sql, args })) as { rowsAffected?: number; rowCount?: number | null };
  return Number(result.rowsAffected ?? result.rowCount ?? 0);
}

/** A timestamp as SQLite (text) or PostgreSQL (a Date) gives it back, as ISO text. */
export const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

export const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
export const num = (value: unknown): number => Number(value ?? 0);

/** `(?, ?, …)` for one row of `n` values. */
export const placeholders = (n: number) => `(${Array.from({ length: n }, () => '?').join(', ')})`;
