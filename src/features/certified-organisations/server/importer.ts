/**
 * Streaming CSV import of the certified-organisation register, for files of 10^5–10^6 rows.
 *
 * 1. The file is read as a stream, each row checked (every bad row reported with its line, up to
 *    a limit) and the good ones staged in a temporary table of the import's own connection. No
 *    lock is held on the register meanwhile, so the site and its forms carry on.
 * 2. Only when the whole file is good, one write transaction upserts the rows by certification
 *    body + certificate number (rows that did not change are left alone, so a second import of
 *    the same file changes nothing) and writes their search-index entries. Any failure rolls
 *    everything back: all or nothing per file.
 */
import { createClient, type Client, type InStatement } from '@libsql/client';

import { emptyReport, type ImportReport, ProblemList } from '@/platform/csv/problems';
import type { CsvSource } from '@/platform/csv/read';
import { readTable } from '@/platform/csv/table';
import { todayInJapan } from '@/platform/time/japan';
import { VALIDITY_HISTORY_TABLE } from '@/features/verification/cms';

import { certificateTable, readCertificateRow } from './csv';
import { derivedColumns, indexText, postgresKeys, runsText } from '../keys';
import type { CertificateInput } from '../model';
import { FTS, type PgPool, registerChanged, RUNS, TABLE, toPostgres } from './store';

const BATCH = 1000;

/** Stored columns other than id, the timestamps and the index. */
const DATA = [
  'body_number',
  'certificate_number',
  'organisation_name',
  'organisation_name_en',
  'office_name',
  'office_name_en',
  'body_name',
  'body_name_en',
  'first_registered_on',
  'expires_on',
  'decision',
  'standards',
  'scope',
  'scope_en',
  'iaf_codes',
  'address',
  'address_en',
  'prefecture',
  'country',
  'classification',
  'sample',
  'name_key',
  'org_key',
  'standards_mask',
  'iaf_mask',
] as const;

function values(c: CertificateInput): (string | number | null)[] {
  const derived = derivedColumns(c);
  return [
    c.bodyNumber,
    c.certificateNumber,
    c.organisationName,
    c.organisationNameEn ?? null,
    c.officeName ?? null,
    c.officeNameEn ?? null,
    c.bodyName,
    c.bodyNameEn ?? null,
    c.firstRegisteredOn,
    c.expiresOn,
    c.decision,
    c.standards.join(' '),
    c.scope,
    c.scopeEn ?? null,
    c.iafCodes.join(' '),
    c.address ?? null,
    c.addressEn ?? null,
    c.prefecture ?? null,
    c.country,
    c.classification,
    c.sample ? 1 : 0,
    derived.nameKey,
    derived.orgKey,
    derived.standardsMask,
    derived.iafMask,
  ];
}

const STAGE = 'temp.certificate_import';
const list = (prefix = '') => DATA.map((c) => prefix + c).join(', ');

/** Where an import writes: a SQLite file (its own connection) or Payload's PostgreSQL pool. */
export type ImportTarget = { url: string } | { pool: PgPool };

export function importTarget(payload: { db: unknown }): ImportTarget {
  const db = payload.db as { clientConfig?: { url?: string }; pool?: PgPool };
  if (db.pool) return { pool: db.pool };
  const url = db.clientConfig?.url;
  if (!url) throw new Error('The certified-organisation import needs the SQLite or PostgreSQL adapter');
  return { url };
}

/** Phase 1 stages checked rows somewhere private; phase 2 writes them in one transaction. */
type Stager = {
  stage(rows: { line: number; value: CertificateInput }[]): Promise<void>;
  write(report: ImportReport): Promise<void>;
  close(): Promise<void>;
};

export async function importCertificateCsv(source: CsvSource, target: ImportTarget): Promise<ImportReport> {
  const started = performance.now();
  const stager = 'pool' in target ? await postgresStager(target.pool) : await sqliteStager(target.url);
  const report = emptyReport();
  const problems = new ProblemList();
  try {
    const seen = new Map<string, number>();
    let pending: { line: number; value: CertificateInput }[] = [];
    const flush = async () => {
      if (pending.length) await stager.stage(pending);
      pending = [];
    };
    for await (const row of readTable(source, certificateTable, problems)) {
      report.rows++;
      const value = readCertificateRow(row);
      if (!value) continue;
      const key = `${value.bodyNumber}\u0000${value.certificateNumber}`;
      const first = seen.get(key);
      if (first !== undefined) {
        row.report('certificate_number', { ja: `${first}行目と同じ認証機関・登録番号です`, en: `Same certification body and certificate number as line ${first}` });
        continue;
      }
      seen.set(key, row.line);
      if (problems.count > 0) continue; // nothing will be written; keep checking the rest
      pending.push({ line: row.line, value });
      if (pending.length >= BATCH) await flush();
    }
    if (problems.count > 0) return report;
    await flush();
    await stager.write(report);
    registerChanged();
    report.ok = true;
    return report;
  } finally {
    report.errors = problems.sorted();
    report.errorCount = problems.count;
    report.seconds = Math.round((performance.now() - started) / 100) / 10;
    await stager.close();
  }
}

async function sqliteStager(url: string): Promise<Stager> {
  const client = createClient({ url });
  await client.execute('PRAGMA busy_timeout = 30000');
  // The staged file goes to a temporary file, not memory: a million rows would take gigabytes.
  await client.execute('PRAGMA temp_store = FILE');
  await client.execute(`DROP TABLE IF EXISTS ${STAGE}`);
  await client.execute(`CREATE TEMP TABLE certificate_import (line INTEGER, ${DATA.join(', ')}, grams TEXT, runs TEXT, existing_id INTEGER, changed INTEGER)`);
  return {
    // A deferred transaction on a temporary table takes no lock on the register.
    stage: async (rows) => {
      const statements: InStatement[] = rows.map(({ line, value }) => ({
        sql: `INSERT INTO ${STAGE} (line, ${list()}, grams, runs) VALUES (?, ${DATA.map(() => '?').join(', ')}, ?, ?)`,
        args: [line, ...values(value), indexText(value), runsText(value)],
      }));
      await client.batch(statements, 'deferred');
    },
    write: (report) => write(client, report),
    close: async () => client.close(),
  };
}

/**
 * The validity history of the certificates this import creates, or whose first registration,
 * expiry or decision it changes (features/verification): one row each, recorded today, written in
 * the import's own transaction before the register changes, compared with the register as it was.
 * `text` casts the register's own types on PostgreSQL; SQLite compares the text as it is.
 */
function historyInsert(stage: string, cast: (column: string) => string): string {
  const watched = ['first_registered_on', 'expires_on', 'decision'];
  const differs = `(${watched.map((c) => cast(`o.${c}`)).join(', ')}) IS DISTINCT FROM (${watched.map((c) => cast(`s.${c}`)).join(', ')})`;
  return `INSERT INTO ${VALIDITY_HISTORY_TABLE} (subject, subject_key, recorded_on, source, valid_from, valid_until, decision, updated_at, created_at)
    SELECT 'certificate', s.body_number || ':' || s.certificate_number, ?, 'import', ${cast('s.first_registered_on')}, ${cast('s.expires_on')}, ${cast('s.decision')}, ?, ?
    FROM ${stage} AS s LEFT JOIN ${TABLE} AS o ON o.id = s.existing_id
    WHERE s.existing_id IS NULL OR ${differs}`;
}

/** Phase 2: one transaction from the staged rows into the register and its index. */
async function write(client: Client, report: ImportReport) {
  const now = new Date().toISOString();
  const tx = await client.transaction('write');
  try {
    await tx.execute(`CREATE INDEX temp.certificate_import_key ON certificate_import (body_number, certificate_number)`);
    // Which rows exist, and which of those differ from the file.
    await tx.execute(`UPDATE ${STAGE} AS s SET existing_id = o.id, changed = ((${list('o.')}) IS NOT (${list('s.')}))
      FROM ${TABLE} AS o WHERE o.body_number = s.body_number AND o.certificate_number = s.certificate_number`);
    const counts = await tx.execute(`SELECT sum(existing_id IS NULL) AS created, sum(changed = 1) AS updated, sum(changed = 0) AS unchanged FROM ${STAGE}`);
    report.created = Number(counts.rows[0]?.created ?? 0);
    report.updated = Number(counts.rows[0]?.updated ?? 0);
    report.unchanged = Number(counts.rows[0]?.unchanged ?? 0);
    await tx.execute({ sql: historyInsert(STAGE, (c) => c).replace('IS DISTINCT FROM', 'IS NOT'), args: [todayInJapan(), now, now] });
    await tx.execute({
      sql: `UPDATE ${TABLE} AS o SET ${DATA.map((c) => `${c} = s.${c}`).join(', ')}, updated_at = ? FROM ${STAGE} AS s WHERE s.changed = 1 AND o.id = s.existing_id`,
      args: [now],
    });
    await tx.execute(`DELETE FROM ${FTS} WHERE rowid IN (SELECT existing_id FROM ${STAGE} WHERE changed = 1)`);
    await tx.execute(`DELETE FROM ${RUNS} WHERE rowid IN (SELECT existing_id FROM ${STAGE} WHERE changed = 1)`);
    await tx.execute({
      sql: `INSERT INTO ${TABLE} (${list()}, updated_at, created_at) SELECT ${list()}, ?, ? FROM ${STAGE} WHERE existing_id IS NULL ORDER BY line`,
      args: [now, now],
    });
    await tx.execute(`INSERT INTO ${FTS} (rowid, grams)
      SELECT o.id, s.grams FROM ${STAGE} AS s JOIN ${TABLE} AS o ON o.body_number = s.body_number AND o.certificate_number = s.certificate_number
      WHERE s.existing_id IS NULL OR s.changed = 1`);
    // A record without a Latin run has nothing in the trigram table.
    await tx.execute(`INSERT INTO ${RUNS} (rowid, runs)
      SELECT o.id, s.runs FROM ${STAGE} AS s JOIN ${TABLE} AS o ON o.body_number = s.body_number AND o.certificate_number = s.certificate_number
      WHERE (s.existing_id IS NULL OR s.changed = 1) AND s.runs != ''`);
    await tx.commit();
  } catch (error) {
    await tx.rollback().catch(() => undefined);
    throw error;
  } finally {
    tx.close();
  }
}

// ---------------------------------------------------------------------------
// PostgreSQL: the same two phases on one pooled connection, staged in a temporary table.
// ---------------------------------------------------------------------------

const PG_STAGE = 'certificate_import';
const PG_ROWS_PER_INSERT = 400;

async function postgresStager(pool: PgPool): Promise<Stager> {
  const client = await pool.connect();
  const q = (sql: string, args: unknown[] = []) => client.query(...toPostgres({ sql, args: args as never[] }));
  await q(`DROP TABLE IF EXISTS pg_temp.${PG_STAGE}`);
  // Plain text (and one boolean): cast to the register's types (enums, bigint) on the way in.
  await q(
    `CREATE TEMP TABLE ${PG_STAGE} (line integer, ${DATA.map((c) => `${c} ${c === 'sample' ? 'boolean' : 'text'}`).join(', ')}, search_text text, grams text[], runs text[], existing_id integer, changed boolean)`,
  );
  return {
    stage: async (rows) => {
      for (let i = 0; i < rows.length; i += PG_ROWS_PER_INSERT) {
        const chunk = rows.slice(i, i + PG_ROWS_PER_INSERT);
        const width = DATA.length + 4;
        const args: unknown[] = [];
        const tuples = chunk.map(({ line, value }, r) => {
          const keys = postgresKeys(value);
          const v = values(value).map((x, k) => (DATA[k] === 'sample' ? x === 1 : x));
          args.push(line, ...v, keys.searchText, keys.grams, keys.runs);
          return `(${Array.from({ length: width }, (_, k) => `$${r * width + k + 1}`).join(', ')})`;
        });
        await client.query(`INSERT INTO ${PG_STAGE} (line, ${list()}, search_text, grams, runs) VALUES ${tuples.join(', ')}`, args);
      }
    },
    write: async (report) => {
      const now = new Date().toISOString();
      // Text in the stage, the register's types (enums, bigint, numeric) on the other side: compare as text.
      const asText = (prefix: string) => DATA.map((c) => `${prefix}${c}::text`).join(', ');
      await q('BEGIN');
      try {
        await q(`CREATE INDEX ON ${PG_STAGE} (body_number, certificate_number)`);
        await q(`ANALYZE ${PG_STAGE}`);
        await q(`UPDATE ${PG_STAGE} AS s SET existing_id = o.id, changed = (ROW(${asText('o.')}) IS DISTINCT FROM ROW(${asText('s.')}))
          FROM ${TABLE} AS o WHERE o.body_number = s.body_number AND o.certificate_number = s.certificate_number`);
        const counts = await q(
          `SELECT count(*) FILTER (WHERE existing_id IS NULL) AS created, count(*) FILTER (WHERE changed) AS updated, count(*) FILTER (WHERE changed = false) AS unchanged FROM ${PG_STAGE}`,
        );
        report.created = Number(counts.rows[0]?.created ?? 0);
        report.updated = Number(counts.rows[0]?.updated ?? 0);
        report.unchanged = Number(counts.rows[0]?.unchanged ?? 0);
        await q(
          historyInsert(PG_STAGE, (c) => `${c}::text`),
          [todayInJapan(), now, now],
        );
        const cast = (c: string) => `s.${c}::${PG_TYPES[c] ?? 'text'}`;
        await q(
          `UPDATE ${TABLE} AS o SET ${DATA.map((c) => `${c} = ${cast(c)}`).join(', ')}, search_text = s.search_text, grams = s.grams, runs = s.runs, updated_at = ?
           FROM ${PG_STAGE} AS s WHERE s.changed AND o.id = s.existing_id`,
          [now],
        );
        await q(
          `INSERT INTO ${TABLE} (${list()}, search_text, grams, runs, updated_at, created_at)
           SELECT ${DATA.map(cast).join(', ')}, s.search_text, s.grams, s.runs, ?, ? FROM ${PG_STAGE} AS s WHERE s.existing_id IS NULL ORDER BY s.line`,
          [now, now],
        );
        await q('COMMIT');
      } catch (error) {
        await q('ROLLBACK').catch(() => undefined);
        throw error;
      }
      // Fresh statistics, and a visibility map so counts and deep pages read the indexes alone.
      if (report.created + report.updated > 0) await q(`VACUUM (ANALYZE) ${TABLE}`);
    },
    close: async () => {
      await q(`DROP TABLE IF EXISTS pg_temp.${PG_STAGE}`).catch(() => undefined);
      client.release();
    },
  };
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
