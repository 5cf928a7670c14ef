/**
 * The connection a certification body's report is staged and written on: its own libsql client on
 * SQLite, one pooled client on PostgreSQL. One small interface (`?` placeholders on both, a
 * transaction, the few places their SQL differs), so the report's steps (reports.ts) are written
 * once for both engines.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { type Client, createClient, type Transaction } from '@libsql/client';
import { from as copyFrom } from 'pg-copy-streams';

import { libsqlArgs } from '@/platform/db/adapter';
import { type PgPool, toPostgres } from '@/platform/db/payloadSql';

type Row = Record<string, unknown>;
/** A value COPY writes: text, a number, a boolean or null. */
export type CopyValue = string | number | boolean | null;
export type Result = { rows: Row[]; changed: number };

export type ReportDb = {
  dialect: 'sqlite' | 'postgres';
  run(sql: string, args?: unknown[]): Promise<Result>;
  /** Runs `work` in one write transaction; everything it ran is undone if it throws. */
  transaction<T>(work: (run: ReportDb['run']) => Promise<T>): Promise<T>;
  /** A value of the register's column `column` from staged text (PostgreSQL casts to its types). */
  cast(expression: string, column: string): string;
  /** A bound JSON value (PostgreSQL: jsonb). */
  json: string;
  /**
   * Appends rows to `table` in one statement: PostgreSQL's COPY (staging 10^5 rows of a report,
   * with their search keys: 31 s as parameterised INSERTs, 14 s so); null where the engine has no
   * such path.
   */
  copy: ((table: string, columns: readonly string[], rows: CopyValue[][]) => Promise<void>) | null;
  close(): Promise<void>;
};

/** Where a report writes: a SQLite file (its own connection) or Payload's PostgreSQL pool. */
export type ImportTarget = { url: string } | { pool: PgPool };

export function importTarget(payload: { db: unknown }): ImportTarget {
  const db = payload.db as { clientConfig?: { url?: string }; pool?: PgPool };
  if (db.pool) return { pool: db.pool };
  const url = db.clientConfig?.url;
  if (!url) throw new Error('The certified-organisation import needs the SQLite or PostgreSQL adapter');
  return { url };
}

/** Register columns whose PostgreSQL type is not text. */
const PG_TYPES: Record<string, string> = {
  decision: 'enum_certified_organisations_decision',
  prefecture: 'enum_certified_organisations_prefecture',
  classification: 'enum_certified_organisations_classification',
  sample: 'boolean',
  standards_mask: 'bigint',
  iaf_mask: 'bigint',
};

/** An open connection lent to several reports in a row (the seed); the reports leave it open. */
export type SharedReportDb = { shared: ReportDb };

export async function openReportDb(target: ImportTarget | SharedReportDb): Promise<ReportDb> {
  if ('shared' in target) return { ...target.shared, close: async () => undefined };
  return 'pool' in target ? postgres(target.pool) : sqlite(target.url);
}

async function sqlite(url: string): Promise<ReportDb> {
  const client: Client = createClient({ url });
  await client.execute('PRAGMA busy_timeout = 30000');
  // Sorts and temporary indexes of a large report go to a file, not memory.
  await client.execute('PRAGMA temp_store = FILE');
  // 64 MB of page cache (2 MB by default): a report of 10^5 new certificates writes ten indexes
  // of the register; with the default cache their pages are read back from disk again and again
  // (the register insert of 10^5 rows: 6.1 s → 2.7 s).
  await client.execute('PRAGMA cache_size = -65536');
  const on =
    (exec: Client | Transaction) =>
    async (sql: string, args: unknown[] = []): Promise<Result> => {
      const result = await exec.execute({ sql, args: libsqlArgs(args) });
      return { rows: result.rows, changed: result.rowsAffected };
    };
  return {
    dialect: 'sqlite',
    run: on(client),
    async transaction(work) {
      const tx = await client.transaction('write');
      try {
        const value = await work(on(tx));
        await tx.commit();
        return value;
      } catch (error) {
        await tx.rollback().catch(() => undefined);
        throw error;
      } finally {
        tx.close();
      }
    },
    cast: (expression) => expression,
    json: '?',
    copy: null,
    close: async () => client.close(),
  };
}

async function postgres(pool: PgPool): Promise<ReportDb> {
  const client = await pool.connect();
  const run = async (sql: string, args: unknown[] = []): Promise<Result> => {
    const result = await client.query(...toPostgres({ sql, args }));
    return { rows: result.rows, changed: result.rowCount ?? 0 };
  };
  return {
    dialect: 'postgres',
    run,
    async transaction(work) {
      await run('BEGIN');
      try {
        const value = await work(run);
        await run('COMMIT');
        return value;
      } catch (error) {
        await run('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
    cast: (expression, column) => `${expression}::${PG_TYPES[column] ?? 'text'}`,
    json: '?::jsonb',
    async copy(table, columns, rows) {
      const csv = rows.map((row) => row.map(copyCell).join(',')).join('\n');
      // The pool is node-postgres's (Payload's adapter); its clients take a COPY stream as a query.
      const stream = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN WITH (FORMAT csv)`));
      await pipeline(Readable.from([csv]), stream);
    },
    close: async () => client.release(),
  };
}

/** One value as a cell of COPY's CSV: null as an empty unquoted cell (NULL); anything else quoted, so an empty text stays empty text. */
function copyCell(value: CopyValue): string {
  return value === null ? '' : `"${String(value).replace(/"/g, '""')}"`;
}
