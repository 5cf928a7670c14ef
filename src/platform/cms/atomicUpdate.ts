import type { Payload } from 'payload';

import { adapterHandles, libsqlArgs } from '@/platform/db/adapter';

/**
 * Runs one raw write on the site's database, SQLite or PostgreSQL, and returns how many rows it
 * changed. A single conditional `UPDATE` (or `INSERT … ON CONFLICT DO NOTHING`) is atomic on
 * both: when several processes or servers race for the same thing (a message to send, the day's
 * run of a job), the one that changed the row has it and the others see 0. Write the statement
 * with `?` placeholders; on PostgreSQL they become `$1`, `$2` … in order. Table and column names
 * are the database's own (snake_case).
 */
export async function atomicUpdate(payload: Payload, statement: string, args: unknown[]): Promise<number> {
  const { pool, client } = adapterHandles(payload);
  if (pool) {
    let n = 0;
    const text = statement.replace(/\?/g, () => `$${++n}`);
    return (await pool.query(text, args)).rowCount ?? 0;
  }
  if (!client) throw new Error('An atomic update needs the SQLite or PostgreSQL adapter');
  return (await client.execute({ sql: statement, args: libsqlArgs(args) })).rowsAffected;
}
