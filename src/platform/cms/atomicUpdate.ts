import type { Payload } from 'payload';

import { isPostgres } from '@/platform/env';

type PgPool = { query: (text: string, args: unknown[]) => Promise<{ rowCount: number | null }> };
type LibsqlClient = { execute: (query: { sql: string; args: unknown[] }) => Promise<{ rowsAffected: number }> };

/**
 * Runs one raw write on the site's database, SQLite or PostgreSQL, and returns how many rows it
 * changed. A single conditional `UPDATE` (or `INSERT … ON CONFLICT DO NOTHING`) is atomic on
 * both: when several processes or servers race for the same thing (a message to send, the day's
 * run of a job), the one that changed the row has it and the others see 0. Write the statement
 * with `?` placeholders; on PostgreSQL they become `$1`, `$2` … in order. Table and column names
 * are the database's own (snake_case).
 */
export async function atomicUpdate(payload: Payload, statement: string, args: unknown[]): Promise<number> {
  if (isPostgres()) {
    let n = 0;
    const text = statement.replace(/\?/g, () => `$${++n}`);
    const pool = (payload.db as unknown as { pool: PgPool }).pool;
    return (await pool.query(text, args)).rowCount ?? 0;
  }
  const client = (payload.db as unknown as { client: LibsqlClient }).client;
  return (await client.execute({ sql: statement, args })).rowsAffected;
}
