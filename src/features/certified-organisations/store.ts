/**
 * SQL of the certified-organisation register. Payload owns the table (staff see and correct
 * records in /admin); searches go straight to SQLite through this module, because a million
 * rows need what Payload does not build: a full-text index (FTS5, see keys.ts) and bit-mask
 * filters over one flat row per certificate.
 *
 * Every value reaches SQL as a bound parameter; only fixed fragments from this file are spliced.
 */
import type { Payload } from 'payload';

import { indexText, matchExpression } from './keys';
import { type CertificateDecision, type CertificateInput, iafMask, parseCodes, standardsMask } from './model';
import type { CertificateSearch, SortKey } from './searchParams';

export const TABLE = 'certified_organisations';
export const FTS = 'certified_organisations_fts';

type Value = string | number | bigint | null;
type Row = Record<string, Value>;
type ResultSet = { rows: Row[] };
/** The part of the libsql client this module uses. */
export type SqlClient = {
  execute(stmt: string | { sql: string; args: Value[] }): Promise<ResultSet>;
  batch(stmts: { sql: string; args: Value[] }[], mode?: 'write' | 'read' | 'deferred'): Promise<ResultSet[]>;
};

export function sqlClient(payload: Payload): SqlClient {
  const client = (payload.db as unknown as { client?: SqlClient }).client;
  if (!client) throw new Error('The certified-organisation directory needs the SQLite adapter (DATABASE_URL=file:…)');
  return client;
}

/** The stored row of a certificate. */
export type CertificateRow = {
  id: number;
  bodyNumber: string;
  certificateNumber: string;
  organisationName: string;
  organisationNameEn: string | null;
  officeName: string | null;
  officeNameEn: string | null;
  bodyName: string;
  bodyNameEn: string | null;
  firstRegisteredOn: string;
  expiresOn: string;
  decision: CertificateDecision;
  standards: string[];
  scope: string;
  scopeEn: string | null;
  iafCodes: number[];
  address: string | null;
  addressEn: string | null;
  prefecture: string | null;
  country: string;
  classification: string;
  sample: boolean;
  orgKey: string;
  updatedAt: string;
};

const COLUMNS = `o.id, o.body_number, o.certificate_number, o.organisation_name, o.organisation_name_en, o.office_name,
  o.office_name_en, o.body_name, o.body_name_en, o.first_registered_on, o.expires_on, o.decision, o.standards, o.scope,
  o.scope_en, o.iaf_codes, o.address, o.address_en, o.prefecture, o.country, o.classification, o.sample, o.org_key, o.updated_at`;

const str = (v: Value | undefined) => (v === null || v === undefined ? null : String(v));

function toRow(r: Row): CertificateRow {
  return {
    id: Number(r.id),
    bodyNumber: String(r.body_number),
    certificateNumber: String(r.certificate_number),
    organisationName: String(r.organisation_name),
    organisationNameEn: str(r.organisation_name_en),
    officeName: str(r.office_name),
    officeNameEn: str(r.office_name_en),
    bodyName: String(r.body_name),
    bodyNameEn: str(r.body_name_en),
    firstRegisteredOn: String(r.first_registered_on),
    expiresOn: String(r.expires_on),
    decision: String(r.decision) as CertificateDecision,
    standards: parseCodes(str(r.standards)),
    scope: String(r.scope),
    scopeEn: str(r.scope_en),
    iafCodes: parseCodes(str(r.iaf_codes)).map(Number),
    address: str(r.address),
    addressEn: str(r.address_en),
    prefecture: str(r.prefecture),
    country: String(r.country),
    classification: String(r.classification),
    sample: Number(r.sample) === 1,
    orgKey: String(r.org_key),
    updatedAt: String(r.updated_at),
  };
}

// ---------------------------------------------------------------------------
// Search
// ---------------------------------------------------------------------------

const ORDER: Record<SortKey, string[]> = {
  organisation: ['o.name_key'],
  office: ["coalesce(o.office_name, '')"],
  body: ['o.body_number', 'o.certificate_number'],
  number: ['o.certificate_number'],
  initial: ['o.first_registered_on'],
  expiry: ['o.expires_on'],
  location: ['o.country', "coalesce(o.prefecture, '')"],
};

function orderBy(search: Pick<CertificateSearch, 'sort' | 'order'>): string {
  const dir = search.order === 'desc' ? 'DESC' : 'ASC';
  return [...ORDER[search.sort], 'o.id'].map((c) => `${c} ${dir}`).join(', ');
}

/** WHERE clause and arguments of a search (`o` is the certificate table). */
function conditions(search: CertificateSearch, today: string): { where: string; args: Value[]; match: string | null } {
  const clauses: string[] = [];
  const args: Value[] = [];
  const match = matchExpression(search.keyword);
  if (match) {
    clauses.push(`o.id IN (SELECT rowid FROM ${FTS} WHERE ${FTS} MATCH ?)`);
    args.push(match);
  }
  if (search.standards.length) {
    clauses.push('(o.standards_mask & ?) != 0');
    args.push(standardsMask(search.standards));
  }
  if (search.iaf.length) {
    clauses.push('(o.iaf_mask & ?) != 0');
    args.push(BigInt(iafMask(search.iaf)));
  }
  if (search.area === 'jp') clauses.push("o.country = 'JP'");
  if (search.area === 'overseas') clauses.push("o.country != 'JP'");
  const list = (column: string, values: readonly string[]) => {
    if (!values.length) return;
    clauses.push(`${column} IN (${values.map(() => '?').join(', ')})`);
    args.push(...values);
  };
  list('o.prefecture', search.prefectures);
  list('o.country', search.countries);
  list('o.classification', search.classifications);
  if (search.status === 'current') {
    clauses.push("o.expires_on >= ? AND o.decision != 'withdrawn'");
    args.push(today);
  }
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', args, match };
}

export type SearchResult = { items: CertificateRow[]; total: number };

/**
 * Which index answers a search, named so the plan never depends on statistics: full-text
 * matches are looked up by id in a covering index; without a keyword, the name order walks its
 * covering index (deep pages skip entries without reading rows) and other orders their own index.
 */
function source(search: CertificateSearch, hasMatch: boolean, forCount: boolean): string {
  if (hasMatch) return `${TABLE} AS o INDEXED BY certified_organisations_id_cover_idx`;
  if (forCount || search.sort === 'organisation') return `${TABLE} AS o INDEXED BY certified_organisations_name_cover_idx`;
  return `${TABLE} AS o`;
}

async function rowsByIds(db: SqlClient, ids: number[]): Promise<CertificateRow[]> {
  if (!ids.length) return [];
  const { rows } = await db.execute({ sql: `SELECT ${COLUMNS} FROM ${TABLE} o WHERE o.id IN (${ids.map(() => '?').join(',')})`, args: ids });
  const byId = new Map(rows.map((r) => [Number(r.id), toRow(r)]));
  return ids.map((id) => byId.get(id)).filter((r): r is CertificateRow => Boolean(r));
}

/** One page of a search, and the number of certificates it matches. */
export async function searchCertificates(db: SqlClient, search: CertificateSearch, today: string): Promise<SearchResult> {
  const { where, args, match } = conditions(search, today);
  const offset = (search.page - 1) * search.size;
  const ids = await db.execute({
    sql: `SELECT o.id FROM ${source(search, Boolean(match), false)} ${where} ORDER BY ${orderBy(search)} LIMIT ? OFFSET ?`,
    args: [...args, search.size, offset],
  });
  const count = await db.execute({ sql: `SELECT count(*) AS n FROM ${source(search, Boolean(match), true)} ${where}`, args });
  return { items: await rowsByIds(db, ids.rows.map((r) => Number(r.id))), total: Number(count.rows[0]?.n ?? 0) };
}

/**
 * Every certificate of a search in its order, `batch` rows at a time, at most `max`: the ids
 * first (one narrow query), then the rows by id, so memory stays bounded whatever the size.
 */
export async function* exportCertificates(db: SqlClient, search: CertificateSearch, today: string, max: number, batch = 1000): AsyncGenerator<CertificateRow[]> {
  const { where, args } = conditions(search, today);
  const ids = (await db.execute({ sql: `SELECT o.id FROM ${source(search, Boolean(conditions(search, today).match), false)} ${where} ORDER BY ${orderBy(search)} LIMIT ?`, args: [...args, max] })).rows.map((r) => Number(r.id));
  for (let i = 0; i < ids.length; i += batch) yield rowsByIds(db, ids.slice(i, i + batch));
}

export async function certificateById(db: SqlClient, id: number): Promise<CertificateRow | null> {
  const { rows } = await db.execute({ sql: `SELECT ${COLUMNS} FROM ${TABLE} o WHERE o.id = ?`, args: [id] });
  return rows[0] ? toRow(rows[0]) : null;
}

/** All certificates of the organisation a certificate belongs to (same name and place), at most 500. */
export async function organisationCertificates(db: SqlClient, orgKey: string): Promise<CertificateRow[]> {
  const { rows } = await db.execute({ sql: `SELECT ${COLUMNS} FROM ${TABLE} o WHERE o.org_key = ? ORDER BY o.expires_on DESC, o.id LIMIT 500`, args: [orgKey] });
  return rows.map(toRow);
}

/** When the register last changed. */
export async function registerUpdatedAt(db: SqlClient): Promise<string | null> {
  const { rows } = await db.execute(`SELECT max(updated_at) AS at FROM ${TABLE}`);
  return str(rows[0]?.at);
}

// ---------------------------------------------------------------------------
// Index maintenance
// ---------------------------------------------------------------------------

function inputOf(r: CertificateRow): Parameters<typeof indexText>[0] {
  return {
    organisationName: r.organisationName,
    organisationNameEn: r.organisationNameEn ?? undefined,
    officeName: r.officeName ?? undefined,
    officeNameEn: r.officeNameEn ?? undefined,
    bodyName: r.bodyName,
    bodyNameEn: r.bodyNameEn ?? undefined,
    bodyNumber: r.bodyNumber,
    certificateNumber: r.certificateNumber,
    scope: r.scope,
    scopeEn: r.scopeEn ?? undefined,
    address: r.address ?? undefined,
    addressEn: r.addressEn ?? undefined,
    standards: r.standards as CertificateInput['standards'],
  };
}

/** Rewrites one record's index entry from its stored fields (after an edit in /admin). */
export async function reindexCertificate(payload: Payload, id: number): Promise<void> {
  const db = sqlClient(payload);
  const row = await certificateById(db, id);
  await db.batch(
    [
      { sql: `DELETE FROM ${FTS} WHERE rowid = ?`, args: [id] },
      ...(row ? [{ sql: `INSERT INTO ${FTS}(rowid, grams) VALUES (?, ?)`, args: [id, indexText(inputOf(row))] as Value[] }] : []),
    ],
    'write',
  );
}

export async function removeFromIndex(payload: Payload, id: number): Promise<void> {
  await sqlClient(payload).execute({ sql: `DELETE FROM ${FTS} WHERE rowid = ?`, args: [id] });
}
