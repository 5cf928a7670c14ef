/**
 * SQL of the certified-organisation register. Payload owns the table (staff see and correct
 * records in /admin); searches go straight to the database through ./search (one search written
 * once, SQLite's and PostgreSQL's plans each in its own module), because a million rows need what
 * Payload does not build: full-text indexes (FTS5 of character pairs, and of runs of three for
 * Latin words, on SQLite; GIN arrays on PostgreSQL; see keys.ts) and bit-mask filters over one
 * flat row per certificate. This module keeps the register's other reads and the index upkeep.
 *
 * Every value reaches SQL as a bound parameter; only fixed fragments from these files are spliced.
 */
import { sql as pgSql } from '@payloadcms/db-postgres';
import type { Payload } from 'payload';

import { indexText, postgresKeys, runsText } from '../keys';
import { type CertificateInput, parseCodes } from '../model';
import { drizzleOf } from '@/platform/db/adapter';
import { sqlClient, type SqlClient } from '@/platform/db/payloadSql';
import { sqlText } from '@/platform/db/values';

import { COLUMNS, FTS, registerChanged, RUNS, TABLE, toRow, type CertificateRow } from './search/common';

export { postgresClient, sqlClient, sqliteClient, toPostgres, type PgPool, type SqlClient, type Statement } from '@/platform/db/payloadSql';
export { COUNT_LIMIT, FACET_LIMIT, FTS, registerChanged, RUNS, TABLE, type CertificateRow, type RareScopes, type ScopeCounts, type SearchResult } from './search/common';
export { exportCertificates, searchCertificates } from './search';
export { expectedMatches, type Hints, planHints, rareScopes, WALK_MATCHES } from './search/postgres';

const isPostgres = (db: SqlClient) => db.dialect === 'postgres';

export async function certificateById(db: SqlClient, id: number): Promise<CertificateRow | null> {
  const { rows } = await db.execute({ sql: `SELECT ${COLUMNS} FROM ${TABLE} o WHERE o.id = ?`, args: [id] });
  return rows[0] ? toRow(rows[0]) : null;
}

/**
 * The register in the order of its ids: `limit` certificates after the id `afterId`. A keyset
 * page, one seek of the primary key however deep it is (an OFFSET would read every row before),
 * so the whole register is read a page at a time in bounded memory (the daily snapshot).
 */
export async function certificatesAfter(db: SqlClient, afterId: number, limit: number): Promise<CertificateRow[]> {
  const { rows } = await db.execute({ sql: `SELECT ${COLUMNS} FROM ${TABLE} o WHERE o.id > ? ORDER BY o.id LIMIT ?`, args: [afterId, limit] });
  return rows.map(toRow);
}

/**
 * Certificates with these numbers, whichever certification body issued them (numbers repeat
 * across bodies), by the certificate-number index, 500 numbers a query; at most 20 per number.
 */
export async function certificatesByNumbers(db: SqlClient, certificateNumbers: readonly string[]): Promise<CertificateRow[]> {
  const found: CertificateRow[] = [];
  for (let i = 0; i < certificateNumbers.length; i += 500) {
    const chunk = certificateNumbers.slice(i, i + 500);
    const { rows } = await db.execute({
      sql: `SELECT ${COLUMNS} FROM ${TABLE} o WHERE o.certificate_number IN (${chunk.map(() => '?').join(', ')}) ORDER BY o.certificate_number, o.body_number LIMIT ${chunk.length * 20}`,
      args: [...chunk],
    });
    found.push(...rows.map(toRow));
  }
  return found;
}

/** All certificates of the organisation a certificate belongs to (same name and place), at most 500. */
export async function organisationCertificates(db: SqlClient, orgKey: string): Promise<CertificateRow[]> {
  const { rows } = await db.execute({ sql: `SELECT ${COLUMNS} FROM ${TABLE} o WHERE o.org_key = ? ORDER BY o.expires_on DESC, o.id LIMIT 500`, args: [orgKey] });
  return rows.map(toRow);
}

/**
 * The countries the register holds, one index seek each (a loose index scan), so the country
 * filter offers what can be found, whatever the size of the register.
 */
export async function registerCountries(db: SqlClient): Promise<string[]> {
  const { rows } = await db.execute(`WITH RECURSIVE c(x) AS (
      SELECT (SELECT min(country) FROM ${TABLE})
      UNION ALL SELECT (SELECT min(country) FROM ${TABLE} WHERE country > c.x) FROM c WHERE c.x IS NOT NULL
    ) SELECT x FROM c WHERE x IS NOT NULL`);
  return rows.map((r) => String(r.x));
}

/** When the register last changed. */
export async function registerUpdatedAt(db: SqlClient): Promise<string | null> {
  const { rows } = await db.execute(`SELECT max(updated_at) AS at FROM ${TABLE}`);
  return sqlText(rows[0]?.at);
}

// ---------------------------------------------------------------------------
// Index maintenance
// ---------------------------------------------------------------------------

/** The searchable fields of a record as Payload hands it to a hook. */
export function searchableOf(doc: Record<string, unknown>): Parameters<typeof indexText>[0] {
  const text = (k: string) => (typeof doc[k] === 'string' && doc[k] ? (doc[k] as string) : undefined);
  return {
    organisationName: text('organisationName') ?? '',
    organisationNameEn: text('organisationNameEn'),
    officeName: text('officeName'),
    officeNameEn: text('officeNameEn'),
    bodyName: text('bodyName') ?? '',
    bodyNameEn: text('bodyNameEn'),
    bodyNumber: text('bodyNumber') ?? '',
    certificateNumber: text('certificateNumber') ?? '',
    scope: text('scope') ?? '',
    scopeEn: text('scopeEn'),
    address: text('address'),
    addressEn: text('addressEn'),
    standards: parseCodes(text('standards')) as CertificateInput['standards'],
  };
}

/** A text[] literal (`{"a","b"}`), for drivers that would spread a JS array into a tuple. */
export const pgArray = (values: string[]) => `{${values.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;

type TransactionalRequest = { transactionID?: number | string | Promise<number | string> | null };

/**
 * Rewrites one record's index entry from the saved document (after an edit in /admin). On
 * PostgreSQL this runs inside Payload's own transaction for the save: the row is locked by it.
 */
export async function reindexCertificate(payload: Payload, doc: Record<string, unknown>, req?: TransactionalRequest): Promise<void> {
  registerChanged();
  const db = sqlClient(payload);
  const id = Number(doc.id);
  const fields = searchableOf(doc);
  if (isPostgres(db)) {
    const drizzle = await drizzleOf(payload, req);
    const keys = postgresKeys(fields);
    await drizzle.execute(
      pgSql`UPDATE certified_organisations SET search_text = ${keys.searchText}, grams = ${pgArray(keys.grams)}::text[], runs = ${pgArray(keys.runs)}::text[] WHERE id = ${id}`,
    );
    return;
  }
  await db.batch(
    [
      { sql: `DELETE FROM ${FTS} WHERE rowid = ?`, args: [id] },
      { sql: `INSERT INTO ${FTS}(rowid, grams) VALUES (?, ?)`, args: [id, indexText(fields)] },
      { sql: `DELETE FROM ${RUNS} WHERE rowid = ?`, args: [id] },
      { sql: `INSERT INTO ${RUNS}(rowid, runs) VALUES (?, ?)`, args: [id, runsText(fields)] },
    ],
    'write',
  );
}

export async function removeFromIndex(payload: Payload, id: number): Promise<void> {
  registerChanged();
  const db = sqlClient(payload);
  // On PostgreSQL the keys are columns of the row, gone with it.
  if (!isPostgres(db)) {
    await db.batch(
      [
        { sql: `DELETE FROM ${FTS} WHERE rowid = ?`, args: [id] },
        { sql: `DELETE FROM ${RUNS} WHERE rowid = ?`, args: [id] },
      ],
      'write',
    );
  }
}

// ---------------------------------------------------------------------------
// Organisation pages, for the sitemap
// ---------------------------------------------------------------------------

/** How many organisations (one page each) the register holds. */
export async function organisationCount(db: SqlClient): Promise<number> {
  const { rows } = await db.execute(`SELECT count(*) AS n FROM (SELECT DISTINCT org_key FROM ${TABLE}) AS o`);
  return Number(rows[0]?.n ?? 0);
}

/**
 * The organisation pages of one slice of the register, in organisation order: each page's
 * address is its first certificate, its last change the newest of its certificates. Read in
 * batches along the org_key index, so a million rows never sit in memory.
 */
export async function* organisationPages(db: SqlClient, offset: number, count: number, batch = 5000): AsyncGenerator<{ id: number; updatedAt: string }[]> {
  const start = await db.execute({ sql: `SELECT org_key FROM (SELECT DISTINCT org_key FROM ${TABLE} ORDER BY org_key) AS o LIMIT 1 OFFSET ?`, args: [offset] });
  let key = sqlText(start.rows[0]?.org_key);
  let first = true;
  for (let left = count; key !== null && left > 0;) {
    const { rows } = await db.execute({
      sql: `SELECT org_key, min(id) AS id, max(updated_at) AS at FROM ${TABLE} WHERE org_key ${first ? '>=' : '>'} ? GROUP BY org_key ORDER BY org_key LIMIT ?`,
      args: [key, Math.min(batch, left)],
    });
    if (rows.length === 0) return;
    first = false;
    left -= rows.length;
    key = sqlText(rows.at(-1)!.org_key);
    yield rows.map((r) => ({ id: Number(r.id), updatedAt: sqlText(r.at) ?? '' }));
  }
}

/** The address of an organisation's page: its first certificate (several certificates, one page). */
export async function organisationPageId(db: SqlClient, orgKey: string): Promise<number | null> {
  const { rows } = await db.execute({ sql: `SELECT min(id) AS id FROM ${TABLE} WHERE org_key = ?`, args: [orgKey] });
  return rows[0]?.id === null || rows[0]?.id === undefined ? null : Number(rows[0].id);
}
