/**
 * SQL of the certified-organisation register. Payload owns the table (staff see and correct
 * records in /admin); searches go straight to SQLite through this module, because a million
 * rows need what Payload does not build: full-text indexes (FTS5 of character pairs, and of runs
 * of three for Latin words; see keys.ts) and bit-mask filters over one flat row per certificate.
 *
 * Every value reaches SQL as a bound parameter; only fixed fragments from this file are spliced.
 */
import { sql as pgSql } from '@payloadcms/db-postgres';
import type { Payload } from 'payload';
import { cache } from 'react';

import { indexText, matchExpression, postgresKeys, postgresTerms, readKeyword, runsText, sqliteMatch } from '../keys';
import { type CertificateDecision, type CertificateInput, iafMask, parseCodes, standardsMask } from '../model';
import type { CertificateSearch, SortKey, StatusFilter } from '../searchParams';
import { sqlClient, type SqlClient, type SqlValue, type Statement } from '@/platform/db/payloadSql';
import { sqlText } from '@/platform/db/values';
import { noteContentChanged, remember } from '@/platform/memo';
import { managementSystemScopeCodes, type ManagementSystemScopeCode } from '@/reference/scopes';

export const TABLE = 'certified_organisations';
export const FTS = 'certified_organisations_fts';
/** The trigram table of the fields' runs of ASCII characters (SQLite; keys.ts). */
export const RUNS = 'certified_organisations_runs';

type Value = SqlValue;
type Row = Record<string, unknown>;
export { postgresClient, sqlClient, toPostgres, type PgPool, type SqlClient, type Statement } from '@/platform/db/payloadSql';

const isPostgres = (db: SqlClient) => db.dialect === 'postgres';

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

function toRow(r: Row): CertificateRow {
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

// ---------------------------------------------------------------------------
// Search
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

function orderBy(search: Pick<CertificateSearch, 'sort' | 'order'>): string {
  const dir = search.order === 'desc' ? 'DESC' : 'ASC';
  // NULLS FIRST ascending and LAST descending: SQLite's own order, spelt out for PostgreSQL.
  const nulls = search.order === 'desc' ? 'NULLS LAST' : 'NULLS FIRST';
  return [...ORDER[search.sort].map((c) => `${c} ${dir} ${nulls}`), `o.id ${dir}`].join(', ');
}

/** A word of a keyword as PostgreSQL tests it (keys.ts). */
type Term = ReturnType<typeof postgresTerms>[number];

/**
 * What PostgreSQL's statistics say of a search, for the statements to be written in the form that
 * leads its planner to the cheaper plan ({@link planHints}): which sets of scopes are rare, and
 * which words are too common for their index to narrow anything.
 */
export type Hints = { rare: RareScopes; common: (term: Term) => boolean };
const NO_HINTS: Hints = { rare: null, common: () => false };

/**
 * The WHERE clause of a search (`o` is the certificate table). On SQLite the keyword is `in` (the
 * matches listed by the index), a list of ids already fetched, or `none` (the caller joins the
 * full-text table itself). `hints` (PostgreSQL) say what the statistics know of the search's
 * scopes and words ({@link planHints}).
 */
function conditions(
  db: SqlClient,
  search: CertificateSearch,
  today: string,
  style: 'in' | 'none' | { ids: number[] } = 'in',
  hints: Hints = NO_HINTS,
): { where: string; args: Value[]; match: string | null } {
  const clauses: string[] = [];
  const args: Value[] = [];
  const match = matchExpression(search.keyword);
  if (match && isPostgres(db)) {
    // A GIN index narrows (characters and pairs, or runs of three for an ASCII word: keys.ts);
    // LIKE on the joined keys confirms the substring.
    // LIKE is written first: where the planner reads rows without the index, PostgreSQL tests the
    // conditions in the order written (their costs are equal to it), and LIKE on the text is about
    // five times cheaper per row than testing the array of a row's 200-odd characters and pairs.
    // (For a word of one or two characters the array alone would decide, but dropping LIKE made
    // such a word's count and deep pages two to four times slower: the scans lost their cheap test.)
    // A word of one key that the statistics find in much of the register is tested by LIKE alone (hints.common).
    for (const term of postgresTerms(search.keyword)) {
      if (hints.common(term)) {
        clauses.push(`o.search_text LIKE ? ESCAPE '\\'`);
        args.push(`%${term.like}%`);
        continue;
      }
      clauses.push(`o.search_text LIKE ? ESCAPE '\\' AND o.${term.column} @> ?::text[]`);
      args.push(`%${term.like}%`, term.grams);
    }
  } else if (match && typeof style === 'object') {
    clauses.push('o.id IN (SELECT value FROM json_each(?))');
    args.push(JSON.stringify(style.ids));
  } else if (match && style === 'in') {
    const rows = keywordRows(search.keyword)!;
    clauses.push(`o.id IN (${rows.sql})`);
    args.push(...rows.args);
  }
  const scopes = (codes: readonly string[]) => {
    if (!codes.length) return;
    clauses.push('(o.standards_mask & ?) != 0');
    args.push(standardsMask(codes));
    // Said once more in the form of the scopes' GIN index, for the planner to find a rare scope's few rows by it.
    if (hints.rare?.(codes)) {
      clauses.push("string_to_array(o.standards, ' ') && ?::text[]");
      args.push([...codes]);
    }
  };
  scopes(search.standards);
  scopes(readKeyword(search.keyword).standards);
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
  // A prefecture is only ever stored with country JP (model.ts, prefectureOutsideJapan). Said
  // outright, PostgreSQL reads the place index (country, prefecture) by both its leading columns
  // instead of the filter index's whole range of dates: a prefecture's count at 10^6
  // 110–190 ms → 11–65 ms, 工業 with a scope in one prefecture 330–420 → 170 ms.
  if (search.prefectures.length && isPostgres(db)) clauses.push("o.country = 'JP'");
  list('o.country', search.countries);
  list('o.classification', search.classifications);
  const status = statusCondition(search.status);
  if (status) {
    clauses.push(status);
    if (status.includes('?')) args.push(today);
  }
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', args, match };
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

/** `total` is exact up to {@link COUNT_LIMIT}; `more` says there are more than that. */
export type SearchResult = { items: CertificateRow[]; total: number; more: boolean };

/**
 * Counting stops here: beyond it the page says "more than 10,000" (500 pages of 20), which is
 * all a visitor needs to narrow the search, without reading every match of a broad one. Pages
 * deeper than that still open from their address, up to MAX_OFFSET.
 */
export const COUNT_LIMIT = 10_000;

/**
 * The rows a keyword matches on SQLite, from its full-text tables (keys.ts): a Latin word's runs in
 * the trigram table, other words' pairs in the pairs table. The trigram table drives when the
 * keyword has such a word (its lists are the shorter), the other then answers as a list of rowids.
 * `where` tests the driving table (`table`), `sql` lists the rowids; null without a word to match.
 */
function keywordRows(keyword: string): { table: string; where: string; sql: string; args: string[] } | null {
  const match = sqliteMatch(keyword);
  if (!match) return null;
  const [table, first, other] = match.runs ? [RUNS, match.runs, match.pairs] : [FTS, match.pairs!, null];
  // `+` keeps the list out of the driving table's own constraints: given `rowid IN (…)`, SQLite asks
  // FTS5 for each rowid of the list in turn, which evaluates the MATCH again every time (hikari 工業
  // at 10^6: 47 s for the page instead of 45 ms for the count).
  const where = `${table} MATCH ?${other ? ` AND +${table}.rowid IN (SELECT rowid FROM ${FTS} WHERE ${FTS} MATCH ?)` : ''}`;
  return { table, where, sql: `SELECT rowid AS id FROM ${table} WHERE ${where}`, args: other ? [first, other] : [first] };
}

/** Up to this many keyword matches, their ids are fetched once and used as a list. */
const TINY = 2000;

/**
 * Which index answers a search, named so the plan never depends on statistics. Without a
 * keyword, the name order walks its covering index (deep pages skip entries without reading
 * rows). With one, a short list of matches is read by id in a covering index and sorted; a long
 * one is listed by the full-text index and checked while walking the name order.
 */
function source(db: SqlClient, search: CertificateSearch, match: MatchSize['kind'], forCount: boolean): string {
  if (isPostgres(db)) return `${TABLE} AS o`;
  const byId = `${TABLE} AS o INDEXED BY certified_organisations_id_cover_idx`;
  const byName = `${TABLE} AS o INDEXED BY certified_organisations_name_cover_idx`;
  if (match === 'tiny') return byId;
  // Other orders than the name sort the matches.
  if (match === 'some') return !forCount && search.sort === 'organisation' ? byName : byId;
  // Prefectures and countries are selective: their own index finds the few rows to count.
  if (forCount && (search.prefectures.length || search.countries.length)) return `${TABLE} AS o INDEXED BY certified_organisations_place_idx`;
  if (forCount || search.sort === 'organisation') return byName;
  return `${TABLE} AS o`;
}

/**
 * How many rows a keyword matches decides the plan: `tiny` (their ids come back once and are
 * used as a list) or `some` (listed by the index in SQL). Only the index is read, not the rows.
 * (Checking each row of an order against the index instead of listing the matches was tried:
 * FTS5 evaluates the expression again for every row, about 1 ms each.)
 */
type MatchSize = { kind: 'none' | 'tiny' | 'some'; ids?: number[] };

/** Once per request for the same keyword (the page's search and its scope counts share it); a plain call outside a request. */
const matchSize = cache(async (db: SqlClient, keyword: string): Promise<MatchSize> => {
  if (!matchExpression(keyword)) return { kind: 'none' };
  if (isPostgres(db)) return { kind: 'some' };
  const rows = keywordRows(keyword)!;
  const first = await db.execute({ sql: `${rows.sql} LIMIT ?`, args: [...rows.args, TINY + 1] });
  return first.rows.length <= TINY ? { kind: 'tiny', ids: first.rows.map((r) => Number(r.id)) } : { kind: 'some' };
});

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
async function cachedRows(db: SqlClient, sql: string, args: Value[], version: string | null): Promise<Row[]> {
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

async function cachedCount(db: SqlClient, sql: string, args: Value[], version: string | null): Promise<number> {
  const rows = await cachedRows(db, sql, args, version);
  return Number(rows[0]?.n ?? 0);
}

async function rowsByIds(db: SqlClient, ids: number[]): Promise<CertificateRow[]> {
  if (!ids.length) return [];
  const { rows } = await db.execute({ sql: `SELECT ${COLUMNS} FROM ${TABLE} o WHERE o.id IN (${ids.map(() => '?').join(',')})`, args: ids });
  const byId = new Map(rows.map((r) => [Number(r.id), toRow(r)]));
  return ids.map((id) => byId.get(id)).filter((r): r is CertificateRow => Boolean(r));
}

/** One page of a search, and how many certificates it matches (exactly up to {@link COUNT_LIMIT}). */
/** The ids of a search in its order (`LIMIT ? OFFSET ?` left to the caller), planned by its keyword's match count. */
async function orderedIds(db: SqlClient, search: CertificateSearch, today: string, hints: Hints = NO_HINTS) {
  const match = matchExpression(search.keyword);
  const size = await matchSize(db, search.keyword);
  const page = conditions(db, search, today, size.ids ? { ids: size.ids } : 'in', hints);
  return { match, size, where: page.where, sql: `SELECT o.id FROM ${source(db, search, size.kind, false)} ${page.where} ORDER BY ${orderBy(search)}`, args: page.args };
}

/**
 * The rows a search matches, one column of each (`1` to count them, `o.standards_mask AS m` to
 * count them per scope), at most `limit`. On SQLite a keyword with many matches is driven by the
 * full-text index, each match read once by id; otherwise the plan of {@link source}.
 */
function matching(
  db: SqlClient,
  search: CertificateSearch,
  today: string,
  size: MatchSize,
  column: string,
  limit: number,
  hints: Hints = NO_HINTS,
  after: number | null = null,
): Statement {
  const rows = byKeywordIndex(db, search, size) ? keywordRows(search.keyword) : null;
  if (rows) {
    const rest = conditions(db, search, today, 'none', hints);
    // In the order of the keyword's index (FTS5 lists by rowid, so the ORDER BY costs no sort): a
    // pass that stops at its limit has read every match up to the last id it returned, and another
    // can take up after it (`after`).
    return {
      sql: `SELECT ${column} FROM ${rows.table} CROSS JOIN ${TABLE} AS o INDEXED BY certified_organisations_id_cover_idx ON o.id = ${rows.table}.rowid
      WHERE ${rows.where}${after === null ? '' : ` AND ${rows.table}.rowid > ?`}${rest.where ? ` AND ${rest.where.slice('WHERE '.length)}` : ''}
      ORDER BY ${rows.table}.rowid LIMIT ?`,
      args: [...rows.args, ...(after === null ? [] : [after]), ...rest.args, limit],
    };
  }
  if (after !== null) throw new Error('Only a pass driven by the keyword index can be continued');
  const all = conditions(db, search, today, size.ids ? { ids: size.ids } : 'in', hints);
  return { sql: `SELECT ${column} FROM ${source(db, search, size.kind, true)} ${all.where} LIMIT ?`, args: [...all.args, limit] };
}

/** Whether {@link matching} reads a search's matches from the keyword's full-text index, in id order (SQLite, a keyword with more than a short list of matches). */
const byKeywordIndex = (db: SqlClient, search: CertificateSearch, size: MatchSize) => !isPostgres(db) && !size.ids && Boolean(matchExpression(search.keyword));

/**
 * Which sets of scopes are rare enough (together under {@link RARE_SCOPES} of the register) to be
 * counted and paged through the scopes' GIN index (PostgreSQL); null where it is not used.
 */
export type RareScopes = ((codes: readonly string[]) => boolean) | null;

/** A share of the register below which a search's scopes are counted from the rows that carry them. */
const RARE_SCOPES = 0.03;

/**
 * The scopes' shares of the register on PostgreSQL, from the statistics ANALYZE keeps of the scopes
 * index (kept 30 s; null before the first ANALYZE, and on SQLite).
 *
 * A search's count reads its matches up to {@link COUNT_LIMIT}. Without a keyword, a scope's are
 * read from the filter index, which holds every certificate's scopes as a bit mask: cheap for a
 * common scope (10,001 matches come quickly), but a rare one reads the whole index (AS9100 at 10^6:
 * about 330 ms). The GIN index lists a rare scope's rows at once (AS9100: 6,800 rows, 25–80 ms with
 * their visits). For a common scope it is the wrong way round, and the planner does not always see
 * it (ISMS, 7 % of the register: 50 → 140 ms; a common scope with a prefecture and an IAF code:
 * 50 → 500 ms), so the condition is only written for scopes the statistics call rare. A scope
 * missing from the statistics' list of common elements is rarer than any in it.
 */
export const rareScopes = async (db: SqlClient): Promise<RareScopes> => (isPostgres(db) ? rareOf(await registerShares(db)) : null);

/** Shares of the register from PostgreSQL's statistics ({@link registerShares}). */
type Shares = { of: Map<string, number>; scopesKnown: boolean };

const rareOf = (shares: Shares | null): RareScopes =>
  shares?.scopesKnown ? (codes) => codes.reduce((sum, code) => sum + (shares.of.get(`scope:${code}`) ?? 0), 0) < RARE_SCOPES : null;

/**
 * A word of one key (one or two characters, a Latin word of three, or a repetition of one such key
 * like ああああ, whose pairs are all the same) found in at least this share
 * of the register is tested by `LIKE` alone (PostgreSQL). Its array condition only serves to offer
 * the planner the GIN index; for such a word no plan uses it, and a scan then tests the array of
 * every row `LIKE` let through, decompressing 200-odd keys each: at 10^5 the count of `q` (70 % of
 * the sample register) took 62 ms with it and 19 ms without. A word of several keys keeps the array
 * however common each key is, since together they may be rare, which only the index can tell.
 */
const COMMON_TERM = 0.4;

/** The hints of a search's statements: none on SQLite, or before PostgreSQL's first ANALYZE. */
export async function planHints(db: SqlClient, search: CertificateSearch): Promise<Hints> {
  if (!isPostgres(db)) return NO_HINTS;
  // Only a search with scopes (chosen or named by its keyword) needs to know which are rare.
  const scoped = search.standards.length > 0 || readKeyword(search.keyword).standards.length > 0;
  const shares = scoped || matchExpression(search.keyword) ? await registerShares(db) : null;
  const share = (term: Term) => (term.grams.length === 1 ? (shares?.of.get(`${term.column}:${term.grams[0]}`) ?? 0) : 0);
  return { rare: scoped ? rareOf(shares) : null, common: (term) => share(term) >= COMMON_TERM };
}

/**
 * Shares of the register from PostgreSQL's statistics, read in one statement and kept 30 s (null
 * before the first ANALYZE): the commonest keys of `grams` and `runs` (`grams:工業` → 0.21), the
 * commonest prefectures (`prefecture:23` → 0.075) and the scopes, from the statistics of the
 * scopes index (`scope:AS9100` → 0.007; `scopesKnown` says whether the index has been analysed).
 * A key missing from its list is rarer than any in it.
 */
const registerShares = (db: SqlClient) =>
  remember('certified:register-shares', async () => {
    const { rows } = await db.execute(
      `SELECT attname AS a, u.e AS e, u.f AS f FROM pg_stats, unnest(most_common_elems::text::text[], most_common_elem_freqs) AS u(e, f)
      WHERE schemaname = current_schema() AND tablename = '${TABLE}' AND attname IN ('grams', 'runs') AND u.e IS NOT NULL
      UNION ALL SELECT attname, u.v, u.f FROM pg_stats, unnest(most_common_vals::text::text[], most_common_freqs) AS u(v, f)
      WHERE schemaname = current_schema() AND tablename = '${TABLE}' AND attname = 'prefecture'
      UNION ALL SELECT 'scope', u.e, u.f FROM pg_stats, unnest(most_common_elems::text::text[], most_common_elem_freqs) AS u(e, f)
      WHERE schemaname = current_schema() AND tablename = '${TABLE}_scopes_idx' AND u.e IS NOT NULL`,
    );
    if (!rows.length) return null;
    const of = new Map(rows.map((r) => [`${String(r.a)}:${String(r.e)}`, Number(r.f)]));
    return { of, scopesKnown: rows.some((r) => r.a === 'scope') };
  });

/**
 * About how many certificates a keyword's search matches, without its chosen scopes and with
 * them, from the statistics (PostgreSQL): the register's size times the share of each word's
 * commonest key, the prefectures' shares and then the chosen scopes' shares; a guess from above
 * (a word's keys together are rarer than any one of them). A word with a key too rare to be listed
 * is taken as rare (0). No statistics, 0.
 */
export async function expectedMatches(db: SqlClient, search: CertificateSearch): Promise<{ withoutScopes: number; withScopes: number }> {
  const [shares, size] = await Promise.all([registerShares(db), registerSize(db)]);
  if (!shares || !size) return { withoutScopes: 0, withScopes: 0 };
  let share = 1;
  for (const term of postgresTerms(search.keyword)) for (const key of term.grams) share = Math.min(share, shares.of.get(`${term.column}:${key}`) ?? 0);
  if (search.prefectures.length) share *= search.prefectures.reduce((n, code) => n + (shares.of.get(`prefecture:${code}`) ?? 0), 0);
  const scopes = search.standards.length && shares.scopesKnown ? Math.min(1, search.standards.reduce((n, code) => n + (shares.of.get(`scope:${code}`) ?? 0), 0)) : 1;
  return { withoutScopes: share * size, withScopes: share * scopes * size };
}

/** A keyword with at least this many matches is common enough to find its page by walking the order (PostgreSQL). */
export const WALK_MATCHES = TINY;
/** How many more rows of the order a walk may read than the count leads it to expect (matches are not spread evenly). */
const WALK_SLACK = 3;
/** The most rows a walk may read; a search expected to need more is read the usual way. */
const WALK_MAX = 20_000;

/** About how many certificates the register holds: PostgreSQL's own estimate, kept 30 s (null before its first ANALYZE). */
const registerSize = (db: SqlClient) =>
  remember('certified:register-size', async () => {
    const { rows } = await db.execute(`SELECT reltuples::bigint AS n FROM pg_class WHERE oid = '${TABLE}'::regclass`);
    const n = Number(rows[0]?.n ?? -1);
    return n > 0 ? n : null;
  });

/**
 * A common keyword's page on PostgreSQL, found by walking the sort order's index and testing each
 * row against the search's conditions (`where`, `args`: those of {@link orderedIds}); null when the
 * walk is not tried or ends before the page is full (the caller then reads the page the usual way,
 * so the answer is the same either way).
 *
 * The planner estimates a keyword's LIKE and its characters separately and so believes even a
 * common word rare: it reads every match through the GIN index and sorts them all for 20 rows
 * (70–150 ms for 12,000 matches at 10^5). The subquery with its own LIMIT is a fence the planner
 * cannot push the conditions through, so it walks the order's index. The count says how many rows
 * the walk should need (the register's size over the matches, times the rows up to the page's
 * end); the LIMIT allows three times that, and bounds the cost when the matches are rarer in that
 * part of the order. Without PostgreSQL's estimate of the size (never analysed), no walk.
 */
async function walkedPage(db: SqlClient, search: CertificateSearch, where: string, args: Value[], offset: number, counted: number): Promise<Row[] | null> {
  const budget = await walkBudget(db, search, offset, counted);
  if (budget === null) return null;
  const { rows } = await db.execute({
    sql: `SELECT o.id FROM (SELECT * FROM ${TABLE} AS o ORDER BY ${orderBy(search)} LIMIT ?) AS o ${where} ORDER BY ${orderBy(search)} LIMIT ? OFFSET ?`,
    args: [budget, ...args, search.size, offset],
  });
  return rows.length === search.size ? rows : null;
}

/** How many rows of the order a walk to the page may read, or null when the page is not walked (it never is for fewer matches than {@link WALK_MATCHES}, and the more matches, the smaller the budget). */
async function walkBudget(db: SqlClient, search: CertificateSearch, offset: number, counted: number): Promise<number | null> {
  if (!isPostgres(db) || !matchExpression(search.keyword) || counted < WALK_MATCHES) return null;
  const size = await registerSize(db);
  const budget = size ? Math.ceil((WALK_SLACK * (offset + search.size) * size) / counted) : Infinity;
  return budget > WALK_MAX ? null : budget;
}

/** How many certificates each scope would give within a search: the facets of the search form. */
export type ScopeCounts = Partial<Record<ManagementSystemScopeCode, number>>;

/**
 * Scope counts are exact or not shown: they come from the pass that counts the search, which reads
 * at most {@link COUNT_LIMIT} matches, so a broader search gets none. Prefectures and countries get
 * none: measured at 10^6 rows, their passes cost two to three times the search itself
 * (docs/decisions/0015-search-answers-first.md).
 */
export const FACET_LIMIT = COUNT_LIMIT;

function perScope(rows: Row[]): ScopeCounts {
  const counts: ScopeCounts = {};
  managementSystemScopeCodes.forEach((code, bit) => {
    counts[code] = rows.reduce((n, r) => n + (Number(r.m) & (1 << bit) ? Number(r.n) : 0), 0);
  });
  return counts;
}

/**
 * One page of a search, and how many certificates it matches (exactly up to {@link COUNT_LIMIT}).
 * With `scopeCounts`, also how many each scope would give: the search without its own scopes,
 * counted per scope in one pass over its matches. That pass also gives the search's own count
 * whenever the matches without scopes number at most the limit, so a search with its facets
 * usually costs one pass over its matches, not two (docs/decisions/0020).
 */
export async function searchCertificates(
  db: SqlClient,
  search: CertificateSearch,
  today: string,
  version: string | null = null,
  options: { scopeCounts?: boolean } = {},
): Promise<SearchResult & { scopeCounts?: ScopeCounts | null }> {
  const hints = await planHints(db, search);
  const { size, where, sql, args } = await orderedIds(db, search, today, hints);
  const offset = (search.page - 1) * search.size;
  const readPage = async () => (await db.execute({ sql: `${sql} LIMIT ? OFFSET ?`, args: [...args, search.size, offset] })).rows;
  const itemsOf = (ids: Row[]) => rowsByIds(db, ids.map((r) => Number(r.id)));
  const expected = isPostgres(db) && matchExpression(search.keyword) ? await expectedMatches(db, search) : null;
  // The count's figure only matters to the page where it may choose a walk (PostgreSQL, a keyword,
  // and a page near the start). Where even the largest count the passes report allows none, or the
  // statistics expect fewer matches than a walk is ever tried for (a rare word, or a common one with
  // a rare scope), PostgreSQL reads the page on another connection of the pool while the passes
  // count: a deep page, a search without a keyword, or 工業 with AS9100 waits for the longer of the
  // two instead of both. (Should the statistics be wrong, the page is the same, read the usual way.)
  const noWalk = (await walkBudget(db, search, offset, COUNT_LIMIT + 1)) === null || (expected !== null && expected.withScopes < WALK_MATCHES);
  const pageAtOnce = isPostgres(db) && noWalk ? readPage().then(itemsOf) : null;
  // Never an unhandled rejection while the passes run; the error is seen where it is awaited.
  pageAtOnce?.catch(() => undefined);
  // A keyword the statistics expect to be common, its scopes included, gets the walk with the budget
  // of the largest count at once too: a walk that fills the page is right whatever the count (it
  // read a prefix of the order, and the page lies within it). That budget allows for matches three
  // times sparser than at the limit (WALK_SLACK), so a walk at once is tried from a third of it.
  // One that does not fill the page is tried no further when the count did pass the limit (the same
  // budget), and otherwise again with the count's larger budget.
  const walkAtOnce =
    !pageAtOnce && expected && expected.withScopes > COUNT_LIMIT / WALK_SLACK
      ? walkedPage(db, search, where, args, offset, COUNT_LIMIT + 1).then((ids) => ids && itemsOf(ids))
      : null;
  walkAtOnce?.catch(() => undefined);
  const count = async () => {
    const stmt = matching(db, search, today, size, '1', COUNT_LIMIT + 1, hints);
    return cachedCount(db, `SELECT count(*) AS n FROM (${stmt.sql}) AS counted`, stmt.args, version);
  };
  let counted: number | null = null;
  let facets: ScopeCounts | null = null;
  let scopesToCount = Boolean(options.scopeCounts);
  // Without a keyword or a filter, the search without its scopes is the whole register: the
  // search is counted first, and its scopes only when that is small (it cannot be smaller).
  const narrowed = Boolean(
    search.keyword || search.area || search.iaf.length || search.classifications.length || search.prefectures.length || search.countries.length,
  );
  if (scopesToCount && !narrowed) {
    counted = await count();
    scopesToCount = counted <= COUNT_LIMIT;
  }
  // With scopes chosen, the count of the search itself is needed whenever the search without them
  // passes the limit. Where the statistics expect that of a keyword's search, PostgreSQL runs the
  // two passes at once, each on its own connection of the pool, so the search waits for the longer
  // of the two instead of both. Run at once for every such search, the count read the same matches
  // for nothing whenever the pass without scopes stayed under the limit: 工業 with EMS in Aichi at
  // 10^5 (1,500 matches) served 27-28 → 22-23 pages/s under eight clients.
  let early: Promise<number> | null = null;
  if (scopesToCount && counted === null && search.standards.length && expected && expected.withoutScopes > COUNT_LIMIT) {
    early = count();
    early.catch(() => undefined);
  }
  if (scopesToCount) {
    // The search without its scopes (those a keyword names stay), grouped by each row's scopes.
    const base = { ...search, standards: [] };
    const continued = byKeywordIndex(db, base, size);
    const stmt = matching(db, base, today, size, continued ? 'o.standards_mask AS m, o.id AS i' : 'o.standards_mask AS m', COUNT_LIMIT + 1, hints);
    const rows = await cachedRows(db, `SELECT m, count(*) AS n${continued ? ', max(i) AS last' : ''} FROM (${stmt.sql}) AS matched GROUP BY m`, stmt.args, version);
    const baseTotal = rows.reduce((n, r) => n + Number(r.n), 0);
    if (baseTotal <= FACET_LIMIT) facets = perScope(rows);
    const wanted = search.standards.length ? standardsMask(search.standards) : null;
    const seen = wanted === null ? baseTotal : rows.reduce((n, r) => n + (Number(r.m) & wanted ? Number(r.n) : 0), 0);
    if (counted === null && baseTotal <= COUNT_LIMIT) counted = seen;
    else if (counted === null && search.standards.length === 0) counted = baseTotal;
    else if (counted === null && continued && !early) {
      // SQLite: the pass stopped at the limit, in id order. The search's own matches up to the last
      // id it read are those it saw with the chosen scopes; the count goes on from there instead of
      // reading the same matches again (工業 + EMS in Aichi at 10^6: the count 84 → 12 ms).
      const last = Math.max(...rows.map((r) => Number(r.last)));
      const rest = matching(db, search, today, size, '1', COUNT_LIMIT + 1 - seen, hints, last);
      counted = seen > COUNT_LIMIT ? seen : seen + (await cachedCount(db, `SELECT count(*) AS n FROM (${rest.sql}) AS counted`, rest.args, version));
    }
  }
  counted ??= await (early ?? count());
  // Otherwise the page comes after the count, whose figure chooses how it is read.
  const walked = (await pageAtOnce) ?? (await walkAtOnce);
  const items =
    walked ?? (await itemsOf((walkAtOnce && counted > COUNT_LIMIT ? null : await walkedPage(db, search, where, args, offset, counted)) ?? (await readPage())));
  return {
    items,
    total: Math.min(counted, COUNT_LIMIT),
    more: counted > COUNT_LIMIT,
    ...(options.scopeCounts ? { scopeCounts: facets } : {}),
  };
}

/**
 * Every certificate of a search in its order, `batch` rows at a time, at most `max`: the ids
 * first (one narrow query), then the rows by id, so memory stays bounded whatever the size.
 */
export async function* exportCertificates(db: SqlClient, search: CertificateSearch, today: string, max: number, batch = 1000): AsyncGenerator<CertificateRow[]> {
  const { sql, args } = await orderedIds(db, search, today);
  const ids = (await db.execute({ sql: `${sql} LIMIT ?`, args: [...args, max] })).rows.map((r) => Number(r.id));
  for (let i = 0; i < ids.length; i += batch) yield rowsByIds(db, ids.slice(i, i + batch));
}

export async function certificateById(db: SqlClient, id: number): Promise<CertificateRow | null> {
  const { rows } = await db.execute({ sql: `SELECT ${COLUMNS} FROM ${TABLE} o WHERE o.id = ?`, args: [id] });
  return rows[0] ? toRow(rows[0]) : null;
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
type DrizzleLike = { execute(query: unknown): Promise<unknown> };

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
    const adapter = payload.db as unknown as { drizzle: DrizzleLike; sessions?: Record<string, { db: DrizzleLike } | undefined> };
    const transaction = req?.transactionID instanceof Promise ? await req.transactionID : req?.transactionID;
    const drizzle = (transaction !== undefined && transaction !== null && adapter.sessions?.[String(transaction)]?.db) || adapter.drizzle;
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
