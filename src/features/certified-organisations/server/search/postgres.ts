/**
 * The register's search on PostgreSQL: GIN indexes of each row's characters and pairs (`grams`)
 * and of its runs of three Latin characters (`runs`), `LIKE` on the joined keys to confirm a word,
 * and the statistics' hints written into every statement, so the planner takes the cheaper plan
 * (docs/decisions/0020-search-plans.md).
 */
import type { PostgresTerm } from '../../keys';
import type { CertificateSearch } from '../../searchParams';
import { remember } from '@/platform/memo';

import { COUNT_LIMIT, filterClauses, orderBy, type Query, queryOf, type RareScopes, rowsByIds, type Row, type SqlClient, TABLE, type Value, whereOf } from './common';
import type { SearchEngine } from './engine';
import { TINY } from './sqlite';

/**
 * What PostgreSQL's statistics say of a search, for the statements to be written in the form that
 * leads its planner to the cheaper plan ({@link planHints}): which sets of scopes are rare, and
 * which words are too common for their index to narrow anything.
 */
export type Hints = { rare: RareScopes; common: (term: PostgresTerm) => boolean };
const NO_HINTS: Hints = { rare: null, common: () => false };

/** A search's plan: the hints, and how many matches the statistics expect (null without a keyword, or without hints). */
export type PostgresPlan = { hints: Hints; expected: { withoutScopes: number; withScopes: number } | null };

/**
 * The WHERE clause of a search (`o` is the certificate table), with the statistics' `hints`.
 * A GIN index narrows a word (characters and pairs, or runs of three for an ASCII word: keys.ts);
 * LIKE on the joined keys confirms the substring.
 */
function conditions(q: Query, today: string, hints: Hints): { where: string; args: Value[] } {
  const clauses: string[] = [];
  const args: Value[] = [];
  // LIKE is written first: where the planner reads rows without the index, PostgreSQL tests the
  // conditions in the order written (their costs are equal to it), and LIKE on the text is about
  // five times cheaper per row than testing the array of a row's 200-odd characters and pairs.
  // (For a word of one or two characters the array alone would decide, but dropping LIKE made
  // such a word's count and deep pages two to four times slower: the scans lost their cheap test.)
  // A word of one key that the statistics find in much of the register is tested by LIKE alone (hints.common).
  for (const term of q.keywordParsed.postgres) {
    if (hints.common(term)) {
      clauses.push(`o.search_text LIKE ? ESCAPE '\\'`);
      args.push(`%${term.like}%`);
      continue;
    }
    clauses.push(`o.search_text LIKE ? ESCAPE '\\' AND o.${term.column} @> ?::text[]`);
    args.push(`%${term.like}%`, term.grams);
  }
  const filters = filterClauses(q, today, { rare: hints.rare, prefectureSaysCountry: true });
  return { where: whereOf([...clauses, ...filters.clauses]), args: [...args, ...filters.args] };
}

/** A share of the register below which a search's scopes are counted from the rows that carry them. */
const RARE_SCOPES = 0.03;

/**
 * The scopes' shares of the register on PostgreSQL, from the statistics ANALYZE keeps of the scopes
 * index (kept 30 s; null before the first ANALYZE).
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
export const rareScopes = async (db: SqlClient): Promise<RareScopes> => (db.dialect === 'postgres' ? rareOf(await registerShares(db)) : null);

/** Shares of the register from PostgreSQL's statistics ({@link registerShares}). */
type Shares = { of: Map<string, number>; scopesKnown: boolean };

const rareOf = (shares: Shares | null): RareScopes =>
  shares?.scopesKnown ? (codes) => codes.reduce((sum, code) => sum + (shares.of.get(`scope:${code}`) ?? 0), 0) < RARE_SCOPES : null;

/**
 * A word of one key (one or two characters, a Latin word of three, or a repetition of one such key
 * like ああああ, whose pairs are all the same) found in at least this share
 * of the register is tested by `LIKE` alone. Its array condition only serves to offer
 * the planner the GIN index; for such a word no plan uses it, and a scan then tests the array of
 * every row `LIKE` let through, decompressing 200-odd keys each: at 10^5 the count of `q` (70 % of
 * the sample register) took 62 ms with it and 19 ms without. A word of several keys keeps the array
 * however common each key is, since together they may be rare, which only the index can tell.
 */
const COMMON_TERM = 0.4;

/** The hints of a search's statements: none on SQLite, or before PostgreSQL's first ANALYZE. */
export async function planHints(db: SqlClient, search: CertificateSearch): Promise<Hints> {
  if (db.dialect !== 'postgres') return NO_HINTS;
  const q = queryOf(search);
  // Only a search with scopes (chosen or named by its keyword) needs to know which are rare.
  const scoped = q.standards.length > 0 || q.keywordParsed.reading.standards.length > 0;
  const shares = scoped || q.keywordParsed.match ? await registerShares(db) : null;
  const share = (term: PostgresTerm) => (term.grams.length === 1 ? (shares?.of.get(`${term.column}:${term.grams[0]}`) ?? 0) : 0);
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
 * them, from the statistics: the register's size times the share of each word's
 * commonest key, the prefectures' shares and then the chosen scopes' shares; a guess from above
 * (a word's keys together are rarer than any one of them). A word with a key too rare to be listed
 * is taken as rare (0). No statistics, 0.
 */
export async function expectedMatches(db: SqlClient, search: CertificateSearch): Promise<{ withoutScopes: number; withScopes: number }> {
  if (db.dialect !== 'postgres') return { withoutScopes: 0, withScopes: 0 };
  const q = queryOf(search);
  const [shares, size] = await Promise.all([registerShares(db), registerSize(db)]);
  if (!shares || !size) return { withoutScopes: 0, withScopes: 0 };
  let share = 1;
  for (const term of q.keywordParsed.postgres) for (const key of term.grams) share = Math.min(share, shares.of.get(`${term.column}:${key}`) ?? 0);
  if (q.prefectures.length) share *= q.prefectures.reduce((n, code) => n + (shares.of.get(`prefecture:${code}`) ?? 0), 0);
  const scopes = q.standards.length && shares.scopesKnown ? Math.min(1, q.standards.reduce((n, code) => n + (shares.of.get(`scope:${code}`) ?? 0), 0)) : 1;
  return { withoutScopes: share * size, withScopes: share * scopes * size };
}

/** A keyword with at least this many matches is common enough to find its page by walking the order. */
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

/** How many rows of the order a walk to the page may read, or null when the page is not walked (it never is for fewer matches than {@link WALK_MATCHES}, and the more matches, the smaller the budget). */
async function walkBudget(db: SqlClient, q: Query, offset: number, counted: number): Promise<number | null> {
  if (!q.keywordParsed.match || counted < WALK_MATCHES) return null;
  const size = await registerSize(db);
  const budget = size ? Math.ceil((WALK_SLACK * (offset + q.size) * size) / counted) : Infinity;
  return budget > WALK_MAX ? null : budget;
}

/**
 * A common keyword's page, found by walking the sort order's index and testing each row against
 * the search's conditions; null when the walk is not tried or ends before the page is full (the
 * caller then reads the page the usual way, so the answer is the same either way).
 *
 * The planner estimates a keyword's LIKE and its characters separately and so believes even a
 * common word rare: it reads every match through the GIN index and sorts them all for 20 rows
 * (70–150 ms for 12,000 matches at 10^5). The subquery with its own LIMIT is a fence the planner
 * cannot push the conditions through, so it walks the order's index. The count says how many rows
 * the walk should need (the register's size over the matches, times the rows up to the page's
 * end); the LIMIT allows three times that, and bounds the cost when the matches are rarer in that
 * part of the order. Without PostgreSQL's estimate of the size (never analysed), no walk.
 */
async function walkedIds(db: SqlClient, q: Query, today: string, hints: Hints, offset: number, counted: number): Promise<Row[] | null> {
  const budget = await walkBudget(db, q, offset, counted);
  if (budget === null) return null;
  const { where, args } = conditions(q, today, hints);
  const { rows } = await db.execute({
    sql: `SELECT o.id FROM (SELECT * FROM ${TABLE} AS o ORDER BY ${orderBy(q)} LIMIT ?) AS o ${where} ORDER BY ${orderBy(q)} LIMIT ? OFFSET ?`,
    args: [budget, ...args, q.size, offset],
  });
  return rows.length === q.size ? rows : null;
}

export function postgresEngine(db: SqlClient): SearchEngine<PostgresPlan> {
  const walked = async (q: Query, today: string, plan: PostgresPlan, offset: number, counted: number) => {
    const ids = await walkedIds(db, q, today, plan.hints, offset, counted);
    return ids && rowsByIds(db, ids.map((r) => Number(r.id)));
  };
  return {
    dialect: 'postgres',
    async plan(q, { hints }) {
      if (!hints) return { hints: NO_HINTS, expected: null };
      const planned = await planHints(db, q);
      return { hints: planned, expected: q.keywordParsed.match ? await expectedMatches(db, q) : null };
    },
    orderedIds(q, today, plan) {
      const page = conditions(q, today, plan.hints);
      return { sql: `SELECT o.id FROM ${TABLE} AS o ${page.where} ORDER BY ${orderBy(q)}`, args: page.args };
    },
    matching(q, today, plan, column, limit, after = null) {
      if (after !== null) throw new Error('Only a pass driven by the keyword index can be continued');
      const all = conditions(q, today, plan.hints);
      return { sql: `SELECT ${column} FROM ${TABLE} AS o ${all.where} LIMIT ?`, args: [...all.args, limit] };
    },
    continues: () => false,
    whileCounting(q, today, plan, offset, readPage) {
      // The count's figure only matters to the page where it may choose a walk (a keyword, and a
      // page near the start). Where even the largest count the passes report allows none, or the
      // statistics expect fewer matches than a walk is ever tried for (a rare word, or a common one
      // with a rare scope), the page is read on another connection of the pool while the passes
      // count: a deep page, a search without a keyword, or 工業 with AS9100 waits for the longer of
      // the two instead of both. (Should the statistics be wrong, the page is the same, read the usual way.)
      const expected = plan.expected;
      return (async () => {
        const noWalk = (await walkBudget(db, q, offset, COUNT_LIMIT + 1)) === null || (expected !== null && expected.withScopes < WALK_MATCHES);
        if (noWalk) return { items: await readPage(), walkTried: false };
        // A keyword the statistics expect to be common, its scopes included, gets the walk with the
        // budget of the largest count at once too: a walk that fills the page is right whatever the
        // count (it read a prefix of the order, and the page lies within it). That budget allows for
        // matches three times sparser than at the limit (WALK_SLACK), so a walk at once is tried from a
        // third of it. One that does not fill the page is tried no further when the count did pass the
        // limit (the same budget), and otherwise again with the count's larger budget.
        if (expected && expected.withScopes > COUNT_LIMIT / WALK_SLACK) return { items: await walked(q, today, plan, offset, COUNT_LIMIT + 1), walkTried: true };
        return { items: null, walkTried: false };
      })();
    },
    // With scopes chosen, the count of the search itself is needed whenever the search without them
    // passes the limit. Where the statistics expect that of a keyword's search, the two passes run at
    // once, each on its own connection of the pool, so the search waits for the longer of the two.
    // Run at once for every such search, the count read the same matches for nothing whenever the
    // pass without scopes stayed under the limit: 工業 with EMS in Aichi at 10^5 (1,500 matches)
    // served 27-28 → 22-23 pages/s under eight clients.
    countsEarly: (q, plan) => q.standards.length > 0 && plan.expected !== null && plan.expected.withoutScopes > COUNT_LIMIT,
    walkedPage: (q, today, plan, offset, counted) => walked(q, today, plan, offset, counted),
  };
}
