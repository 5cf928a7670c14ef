/**
 * The certified-organisation register's search, written once against one interface (./engine.ts)
 * and run by the engine of the connection, chosen once for it: SQLite's (./sqlite.ts) or
 * PostgreSQL's (./postgres.ts). The keyword is parsed once (./common.ts, `queryOf`); every
 * statement of the search takes that value.
 */
import type { CertificateSearch } from '../../searchParams';
import { standardsMask } from '../../model';

import {
  cachedCount,
  cachedRows,
  type CertificateRow,
  COUNT_LIMIT,
  FACET_LIMIT,
  perScope,
  queryOf,
  rowsByIds,
  type ScopeCounts,
  type SearchResult,
  type SqlClient,
} from './common';
import type { SearchEngine } from './engine';
import { postgresEngine } from './postgres';
import { sqliteEngine } from './sqlite';

const engines = new WeakMap<SqlClient, SearchEngine>();

/** The engine of a connection, made once for it. */
export function engineOf(db: SqlClient): SearchEngine {
  let engine = engines.get(db);
  if (!engine) {
    engine = (db.dialect === 'postgres' ? postgresEngine(db) : sqliteEngine(db)) as SearchEngine;
    engines.set(db, engine);
  }
  return engine;
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
  const engine = engineOf(db);
  const q = queryOf(search);
  const plan = await engine.plan(q, { hints: true });
  const offset = (q.page - 1) * q.size;
  const ordered = engine.orderedIds(q, today, plan);
  const readPage = async () => rowsByIds(db, (await db.execute({ sql: `${ordered.sql} LIMIT ? OFFSET ?`, args: [...ordered.args, q.size, offset] })).rows.map((r) => Number(r.id)));
  // The engine's reads beside the count (PostgreSQL: the page, or a walk of the order).
  const early = engine.whileCounting(q, today, plan, offset, readPage);
  // Never an unhandled rejection while the passes run; the error is seen where it is awaited.
  early?.catch(() => undefined);
  const count = async () => {
    const stmt = engine.matching(q, today, plan, '1', COUNT_LIMIT + 1);
    return cachedCount(db, `SELECT count(*) AS n FROM (${stmt.sql}) AS counted`, stmt.args, version);
  };
  let counted: number | null = null;
  let facets: ScopeCounts | null = null;
  let scopesToCount = Boolean(options.scopeCounts);
  // Without a keyword or a filter, the search without its scopes is the whole register: the
  // search is counted first, and its scopes only when that is small (it cannot be smaller).
  const narrowed = Boolean(q.keyword || q.area || q.iaf.length || q.classifications.length || q.prefectures.length || q.countries.length);
  if (scopesToCount && !narrowed) {
    counted = await count();
    scopesToCount = counted <= COUNT_LIMIT;
  }
  // With scopes chosen, the count of the search itself is needed whenever the search without them
  // passes the limit; where the engine expects that, it starts at once beside the pass without them.
  let countingEarly: Promise<number> | null = null;
  if (scopesToCount && counted === null && engine.countsEarly(q, plan)) {
    countingEarly = count();
    countingEarly.catch(() => undefined);
  }
  if (scopesToCount) {
    // The search without its scopes (those a keyword names stay), grouped by each row's scopes.
    const base = { ...q, standards: [] };
    const continued = engine.continues(base, plan);
    const stmt = engine.matching(base, today, plan, continued ? 'o.standards_mask AS m, o.id AS i' : 'o.standards_mask AS m', COUNT_LIMIT + 1);
    const rows = await cachedRows(db, `SELECT m, count(*) AS n${continued ? ', max(i) AS last' : ''} FROM (${stmt.sql}) AS matched GROUP BY m`, stmt.args, version);
    const baseTotal = rows.reduce((n, r) => n + Number(r.n), 0);
    if (baseTotal <= FACET_LIMIT) facets = perScope(rows);
    const wanted = q.standards.length ? standardsMask(q.standards) : null;
    const seen = wanted === null ? baseTotal : rows.reduce((n, r) => n + (Number(r.m) & wanted ? Number(r.n) : 0), 0);
    if (counted === null && baseTotal <= COUNT_LIMIT) counted = seen;
    else if (counted === null && q.standards.length === 0) counted = baseTotal;
    else if (counted === null && continued && !countingEarly) {
      // The pass stopped at the limit, in id order. The search's own matches up to the last id it
      // read are those it saw with the chosen scopes; the count goes on from there instead of
      // reading the same matches again (SQLite, 工業 + EMS in Aichi at 10^6: the count 84 → 12 ms).
      const last = Math.max(...rows.map((r) => Number(r.last)));
      const rest = engine.matching(q, today, plan, '1', COUNT_LIMIT + 1 - seen, last);
      counted = seen > COUNT_LIMIT ? seen : seen + (await cachedCount(db, `SELECT count(*) AS n FROM (${rest.sql}) AS counted`, rest.args, version));
    }
  }
  counted ??= await (countingEarly ?? count());
  // Otherwise the page comes after the count, whose figure chooses how it is read.
  const got = early ? await early : { items: null, walkTried: false };
  const items: CertificateRow[] =
    got.items ?? (got.walkTried && counted > COUNT_LIMIT ? null : await engine.walkedPage(q, today, plan, offset, counted)) ?? (await readPage());
  return {
    items,
    total: Math.min(counted, COUNT_LIMIT),
    more: counted > COUNT_LIMIT,
    ...(options.scopeCounts ? { scopeCounts: facets } : {}),
  };
}

/**
 * Every certificate of a search in its order, `batch` rows at a time, at most `max`: the ids
 * first (one narrow query), then the rows by id, so memory stays bounded whatever the size. Written
 * without the statistics' hints: the reference the tests compare searches with.
 */
export async function* exportCertificates(db: SqlClient, search: CertificateSearch, today: string, max: number, batch = 1000): AsyncGenerator<CertificateRow[]> {
  const engine = engineOf(db);
  const q = queryOf(search);
  const { sql, args } = engine.orderedIds(q, today, await engine.plan(q, { hints: false }));
  const ids = (await db.execute({ sql: `${sql} LIMIT ?`, args: [...args, max] })).rows.map((r) => Number(r.id));
  for (let i = 0; i < ids.length; i += batch) yield rowsByIds(db, ids.slice(i, i + batch));
}
