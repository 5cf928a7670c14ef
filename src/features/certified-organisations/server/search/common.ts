/**
 * What both engines' searches share (server/search): the register's tables and rows, a search
 * with its keyword parsed once, the order, the filters' conditions, and the count cache.
 *
 * Every value reaches SQL as a bound parameter; only fixed fragments from these files are spliced.
 */
import { parseKeyword, type ParsedKeyword } from '../../keys';
import { type CertificateDecision, iafMask, parseCodes, standardsMask } from '../../model';
import type { CertificateSearch, SortKey, StatusFilter } from '../../searchParams';
import type { SqlClient, SqlValue, Statement } from '@/platform/db/payloadSql';
import { sqlText } from '@/platform/db/values';
import { noteContentChanged } from '@/platform/memo';
import { managementSystemScopeCodes, type ManagementSystemScopeCode } from '@/reference/scopes';

export const TABLE = 'certified_organisations';
export const FTS = 'certified_organisations_fts';
/** The trigram table of the fields' runs of ASCII characters (SQLite; keys.ts). */
export const RUNS = 'certified_organisations_runs';

export type Value = SqlValue;
export type Row = Record<string, unknown>;
export type { SqlClient, Statement };

/** A search with its keyword read once (keys.ts, `parseKeyword`): what every statement of it takes. */
export type Query = CertificateSearch & { readonly keywordParsed: ParsedKeyword };

/** Keywords read recently, so a keyword is read once however many searches of a request take it (a page and its feed, say). */
const parsed = new Map<string, ParsedKeyword>();
const PARSED_KEPT = 500;

function parsedOnce(keyword: string): ParsedKeyword {
  let found = parsed.get(keyword);
  if (!found) {
    if (parsed.size >= PARSED_KEPT) parsed.delete(parsed.keys().next().value!);
    found = parseKeyword(keyword);
    parsed.set(keyword, found);
  }
  return found;
}

export const queryOf = (search: CertificateSearch): Query => ('keywordParsed' in search ? (search as Query) : { ...search, keywordParsed: parsedOnce(search.keyword) });

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

export const COLUMNS = `o.id, o.body_number, o.certificate_number, o.organisation_name, o.organisation_name_en, o.office_name,
  o.office_name_en, o.body_name, o.body_name_en, o.first_registered_on, o.expires_on, o.decision, o.standards, o.scope,
  o.scope_en, o.iaf_codes, o.address, o.address_en, o.prefecture, o.country, o.classification, o.sample, o.org_key, o.updated_at`;

export function toRow(r: Row): CertificateRow {
  return {
    id: Number(r.id),
    bodyNumber: String(r.body_number),
    certificateNumber: String(r.certificate_number),
    organisationName: String(r.organisation_name),
    organisationNameEn: sqlText(r.organisation_name_en),
    officeName: sqlText(r.office_name),
    officeNameEn: sqlText(r.office_name_en),
    bodyName: String(r.body_name),
    bodyNameEn: sqlText(r.body_name_en),
    firstRegisteredOn: String(r.first_registered_on),
    expiresOn: String(r.expires_on),
    decision: String(r.decision) as CertificateDecision,
    standards: parseCodes(sqlText(r.standards)),
    scope: String(r.scope),
    scopeEn: sqlText(r.scope_en),
    iafCodes: parseCodes(sqlText(r.iaf_codes)).map(Number),
    address: sqlText(r.address),
    addressEn: sqlText(r.address_en),
    prefecture: sqlText(r.prefecture),
    country: String(r.country),
    classification: String(r.classification),
    sample: r.sample === true || Number(r.sample) === 1,
    orgKey: String(r.org_key),
    updatedAt: sqlText(r.updated_at) ?? '',
  };
}

/** Rows by id, in the order of the ids. */
export async function rowsByIds(db: SqlClient, ids: number[]): Promise<CertificateRow[]> {
  if (!ids.length) return [];
  const { rows } = await db.execute({ sql: `SELECT ${COLUMNS} FROM ${TABLE} o WHERE o.id IN (${ids.map(() => '?').join(',')})`, args: ids });
  const byId = new Map(rows.map((r) => [Number(r.id), toRow(r)]));
  return ids.map((id) => byId.get(id)).filter((r): r is CertificateRow => Boolean(r));
}

// ---------------------------------------------------------------------------
// Order and filters
// ---------------------------------------------------------------------------

const ORDER: Record<SortKey, string[]> = {
  organisation: ['o.name_key'],
  office: ['o.office_name'],
  body: ['o.body_number', 'o.certificate_number'],
  number: ['o.certificate_number'],
  initial: ['o.first_registered_on'],
  expiry: ['o.expires_on'],
  location: ['o.country', 'o.prefecture'],
};

export function orderBy(search: Pick<CertificateSearch, 'sort' | 'order'>): string {
  const dir = search.order === 'desc' ? 'DESC' : 'ASC';
  // NULLS FIRST ascending and LAST descending: SQLite's own order, spelt out for PostgreSQL.
  const nulls = search.order === 'desc' ? 'NULLS LAST' : 'NULLS FIRST';
  return [...ORDER[search.sort].map((c) => `${c} ${dir} ${nulls}`), `o.id ${dir}`].join(', ');
}

/**
 * The condition of a status filter (model.ts, certificateStatus), with `?` for today where it needs
 * the day; null for `all`. `current` is written as before the status of its own was added
 * (`withdrawn` and `unreported` are rare), so its plans are unchanged.
 */
function statusCondition(status: StatusFilter): string | null {
  switch (status) {
    case 'all':
      return null;
    case 'current':
      return "o.expires_on >= ? AND o.decision NOT IN ('withdrawn', 'unreported')";
    case 'valid':
    case 'suspended':
      return `o.expires_on >= ? AND o.decision = '${status}'`;
    case 'expired':
      return "o.expires_on < ? AND o.decision IN ('valid', 'suspended')";
    case 'withdrawn':
    case 'unreported':
      return `o.decision = '${status}'`;
  }
}

/**
 * Which sets of scopes are rare enough to be counted and paged through the scopes' GIN index
 * (PostgreSQL, server/search/postgres.ts); null where it is not used.
 */
export type RareScopes = ((codes: readonly string[]) => boolean) | null;

/** How an engine wants the filters written ({@link filterClauses}). */
export type FilterStyle = {
  /** PostgreSQL: the scopes the statistics call rare are said once more in the form of their GIN index. */
  rare: RareScopes;
  /** PostgreSQL: a prefecture says its country, JP, outright (see below). */
  prefectureSaysCountry: boolean;
};

/**
 * The conditions of a search's filters (`o` is the certificate table): its scopes and those its
 * keyword names, IAF codes, in or outside Japan, prefectures, countries, kinds and state today.
 * The keyword's own words are each engine's (server/search/sqlite.ts, postgres.ts).
 */
export function filterClauses(q: Query, today: string, style: FilterStyle): { clauses: string[]; args: Value[] } {
  const clauses: string[] = [];
  const args: Value[] = [];
  const scopes = (codes: readonly string[]) => {
    if (!codes.length) return;
    clauses.push('(o.standards_mask & ?) != 0');
    args.push(standardsMask(codes));
    // Said once more in the form of the scopes' GIN index, for the planner to find a rare scope's few rows by it.
    if (style.rare?.(codes)) {
      clauses.push("string_to_array(o.standards, ' ') && ?::text[]");
      args.push([...codes]);
    }
  };
  scopes(q.standards);
  scopes(q.keywordParsed.reading.standards);
  if (q.iaf.length) {
    clauses.push('(o.iaf_mask & ?) != 0');
    args.push(BigInt(iafMask(q.iaf)));
  }
  if (q.area === 'jp') clauses.push("o.country = 'JP'");
  if (q.area === 'overseas') clauses.push("o.country != 'JP'");
  const list = (column: string, values: readonly string[]) => {
    if (!values.length) return;
    clauses.push(`${column} IN (${values.map(() => '?').join(', ')})`);
    args.push(...values);
  };
  list('o.prefecture', q.prefectures);
  // A prefecture is only ever stored with country JP (model.ts, prefectureOutsideJapan). Said
  // outright, PostgreSQL reads the place index (country, prefecture) by both its leading columns
  // instead of the filter index's whole range of dates: a prefecture's count at 10^6
  // 110–190 ms → 11–65 ms, 工業 with a scope in one prefecture 330–420 → 170 ms.
  if (q.prefectures.length && style.prefectureSaysCountry) clauses.push("o.country = 'JP'");
  list('o.country', q.countries);
  list('o.classification', q.classifications);
  const status = statusCondition(q.status);
  if (status) {
    clauses.push(status);
    if (status.includes('?')) args.push(today);
  }
  return { clauses, args };
}

/** Clauses as a WHERE (or nothing). */
export const whereOf = (clauses: string[]) => (clauses.length ? `WHERE ${clauses.join(' AND ')}` : '');

// ---------------------------------------------------------------------------
// Counting
// ---------------------------------------------------------------------------

/** `total` is exact up to {@link COUNT_LIMIT}; `more` says there are more than that. */
export type SearchResult = { items: CertificateRow[]; total: number; more: boolean };

/**
 * Counting stops here: beyond it the page says "more than 10,000" (500 pages of 20), which is
 * all a visitor needs to narrow the search, without reading every match of a broad one. Pages
 * deeper than that still open from their address, up to MAX_OFFSET.
 */
export const COUNT_LIMIT = 10_000;

/** How many certificates each scope would give within a search: the facets of the search form. */
export type ScopeCounts = Partial<Record<ManagementSystemScopeCode, number>>;

/**
 * Scope counts are exact or not shown: they come from the pass that counts the search, which reads
 * at most {@link COUNT_LIMIT} matches, so a broader search gets none. Prefectures and countries get
 * none: measured at 10^6 rows, their passes cost two to three times the search itself
 * (docs/decisions/0015-search-answers-first.md).
 */
export const FACET_LIMIT = COUNT_LIMIT;

export function perScope(rows: Row[]): ScopeCounts {
  const counts: ScopeCounts = {};
  managementSystemScopeCodes.forEach((code, bit) => {
    counts[code] = rows.reduce((n, r) => n + (Number(r.m) & (1 << bit) ? Number(r.n) : 0), 0);
  });
  return counts;
}

// Counts of recent searches: paging or re-sorting a search reuses its count. Emptied by every
// write this process makes (hooks, imports) and keyed by the register's last change, so an import
// by another process or server is seen at once too; kept a minute at most in any case.
// CERTIFIED_COUNT_CACHE=0 turns it off (benchmarks measure the uncached cost).
const countCache = new Map<string, { rows: Row[]; at: number }>();

/** Forgets cached counts: the register changed. */
export function registerChanged(): void {
  countCache.clear();
  // Kept answers of this server too (a deletion leaves the register's last change as it was).
  noteContentChanged();
}
const COUNT_TTL_MS = 60_000;
const COUNT_CACHE_SIZE = 500;
const countCacheOn = () => process.env.CERTIFIED_COUNT_CACHE !== '0';

/** A query's rows, kept in the count cache (same key, lifetime and invalidation as a count). */
export async function cachedRows(db: SqlClient, sql: string, args: Value[], version: string | null): Promise<Row[]> {
  const key = `${version}\u0000${sql}\u0000${JSON.stringify(args, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))}`;
  const hit = countCacheOn() ? countCache.get(key) : undefined;
  if (hit && Date.now() - hit.at < COUNT_TTL_MS) return hit.rows;
  const { rows } = await db.execute({ sql, args });
  if (countCacheOn()) {
    if (countCache.size >= COUNT_CACHE_SIZE) countCache.delete(countCache.keys().next().value!);
    countCache.set(key, { rows, at: Date.now() });
  }
  return rows;
}

export async function cachedCount(db: SqlClient, sql: string, args: Value[], version: string | null): Promise<number> {
  const rows = await cachedRows(db, sql, args, version);
  return Number(rows[0]?.n ?? 0);
}
