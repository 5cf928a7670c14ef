/**
 * The register's search on SQLite: full-text tables (FTS5) of character pairs and of runs of three
 * for Latin words (keys.ts), and covering indexes named in each statement, so the plan never
 * depends on statistics (docs/decisions/0020-search-plans.md).
 */
import { cache } from 'react';

import type { ParsedKeyword } from '../../keys';
import { filterClauses, FTS, orderBy, type Query, RUNS, type SqlClient, TABLE, type Value, whereOf } from './common';
import type { SearchEngine } from './engine';

/**
 * How many rows a keyword matches decides the plan: `tiny` (their ids come back once and are
 * used as a list) or `some` (listed by the index in SQL). Only the index is read, not the rows.
 * (Checking each row of an order against the index instead of listing the matches was tried:
 * FTS5 evaluates the expression again for every row, about 1 ms each.)
 */
export type SqlitePlan = { kind: 'none' | 'tiny' | 'some'; ids?: number[] };

/** Up to this many keyword matches, their ids are fetched once and used as a list. */
export const TINY = 2000;

/**
 * The rows a keyword matches on SQLite, from its full-text tables (keys.ts): a Latin word's runs in
 * the trigram table, other words' pairs in the pairs table. The trigram table drives when the
 * keyword has such a word (its lists are the shorter), the other then answers as a list of rowids.
 * `where` tests the driving table (`table`), `sql` lists the rowids; null without a word to match.
 */
function keywordRows(keyword: ParsedKeyword): { table: string; where: string; sql: string; args: string[] } | null {
  const match = keyword.sqlite;
  if (!match) return null;
  const [table, first, other] = match.runs ? [RUNS, match.runs, match.pairs] : [FTS, match.pairs!, null];
  // `+` keeps the list out of the driving table's own constraints: given `rowid IN (…)`, SQLite asks
  // FTS5 for each rowid of the list in turn, which evaluates the MATCH again every time (hikari 工業
  // at 10^6: 47 s for the page instead of 45 ms for the count).
  const where = `${table} MATCH ?${other ? ` AND +${table}.rowid IN (SELECT rowid FROM ${FTS} WHERE ${FTS} MATCH ?)` : ''}`;
  return { table, where, sql: `SELECT rowid AS id FROM ${table} WHERE ${where}`, args: other ? [first, other] : [first] };
}

/**
 * The WHERE clause of a search. The keyword is `in` (the matches listed by the index), a list of
 * ids already fetched, or `none` (the caller joins the full-text table itself).
 */
function conditions(q: Query, today: string, style: 'in' | 'none' | { ids: number[] }): { where: string; args: Value[] } {
  const clauses: string[] = [];
  const args: Value[] = [];
  if (q.keywordParsed.match && typeof style === 'object') {
    clauses.push('o.id IN (SELECT value FROM json_each(?))');
    args.push(JSON.stringify(style.ids));
  } else if (q.keywordParsed.match && style === 'in') {
    const rows = keywordRows(q.keywordParsed)!;
    clauses.push(`o.id IN (${rows.sql})`);
    args.push(...rows.args);
  }
  const filters = filterClauses(q, today, { rare: null, prefectureSaysCountry: false });
  return { where: whereOf([...clauses, ...filters.clauses]), args: [...args, ...filters.args] };
}

/**
 * Which index answers a search, named so the plan never depends on statistics. Without a
 * keyword, the name order walks its covering index (deep pages skip entries without reading
 * rows). With one, a short list of matches is read by id in a covering index and sorted; a long
 * one is listed by the full-text index and checked while walking the name order.
 */
function source(q: Query, match: SqlitePlan['kind'], forCount: boolean): string {
  const byId = `${TABLE} AS o INDEXED BY certified_organisations_id_cover_idx`;
  const byName = `${TABLE} AS o INDEXED BY certified_organisations_name_cover_idx`;
  if (match === 'tiny') return byId;
  // Other orders than the name sort the matches.
  if (match === 'some') return !forCount && q.sort === 'organisation' ? byName : byId;
  // Prefectures and countries are selective: their own index finds the few rows to count.
  if (forCount && (q.prefectures.length || q.countries.length)) return `${TABLE} AS o INDEXED BY certified_organisations_place_idx`;
  if (forCount || q.sort === 'organisation') return byName;
  return `${TABLE} AS o`;
}

/** Once per request for the same keyword (the page's search and its scope counts share it); a plain call outside a request. */
const keywordPlan = cache(async (db: SqlClient, keyword: string, parsed: ParsedKeyword): Promise<SqlitePlan> => {
  if (!parsed.match) return { kind: 'none' };
  const rows = keywordRows(parsed)!;
  const first = await db.execute({ sql: `${rows.sql} LIMIT ?`, args: [...rows.args, TINY + 1] });
  return first.rows.length <= TINY ? { kind: 'tiny', ids: first.rows.map((r) => Number(r.id)) } : { kind: 'some' };
});

/** Whether a search's matches are read from the keyword's full-text index, in id order (a keyword with more than a short list of matches). */
const byKeywordIndex = (q: Query, plan: SqlitePlan) => !plan.ids && Boolean(q.keywordParsed.match);

export function sqliteEngine(db: SqlClient): SearchEngine<SqlitePlan> {
  return {
    dialect: 'sqlite',
    plan: (q) => keywordPlan(db, q.keyword, q.keywordParsed),
    orderedIds(q, today, plan) {
      const page = conditions(q, today, plan.ids ? { ids: plan.ids } : 'in');
      return { sql: `SELECT o.id FROM ${source(q, plan.kind, false)} ${page.where} ORDER BY ${orderBy(q)}`, args: page.args };
    },
    matching(q, today, plan, column, limit, after = null) {
      const rows = byKeywordIndex(q, plan) ? keywordRows(q.keywordParsed) : null;
      if (rows) {
        const rest = conditions(q, today, 'none');
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
      const all = conditions(q, today, plan.ids ? { ids: plan.ids } : 'in');
      return { sql: `SELECT ${column} FROM ${source(q, plan.kind, true)} ${all.where} LIMIT ?`, args: [...all.args, limit] };
    },
    continues: byKeywordIndex,
    // One connection, one statement at a time: the page waits for the count.
    whileCounting: () => null,
    countsEarly: () => false,
    walkedPage: async () => null,
  };
}
