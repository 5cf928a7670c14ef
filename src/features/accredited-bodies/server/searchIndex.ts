import '#server-only';

import type { Payload } from 'payload';

import type { AccreditedBody } from '@/payload-types';

import { sqlClient, type SqlClient } from '@/platform/db/payloadSql';
import { sqlText } from '@/platform/db/values';
import { queryTerms } from '@/platform/text/normalize';
import { todayInJapan } from '@/platform/time/japan';

import type { BodySearch } from '../searchParams';

/**
 * The accredited-body directory's search, in memory (ADR 24).
 *
 * A search's conditions are substrings of two long keys (a body's names; its names, numbers and
 * scopes) and its dates against today, which no index of the database answers: each search read
 * every row of the table twice (the count, then the page), 10–14 ms at 10^4 bodies. The directory is
 * small (a national body accredits hundreds; 10^4 is the size it is measured at), so each process
 * keeps the fields a search reads and a result list shows, in the order every list shows, and a
 * search is a pass over them (about a millisecond at 10^4); a search page reads nothing else. The
 * open-data API and the download read their whole records by the ids a search gives.
 *
 * The directory is public (its read access lets any visitor read every record), which is why a
 * copy read without Payload's access rules may answer visitors; a field that only staff may read
 * must not be added here.
 *
 * Freshness: every search first reads the table's last change and its row count (an index's
 * maximum and count: a fraction of a millisecond); when either differs from the kept copy's, the
 * copy is read again (once, however many requests wait for it). So an edit in /admin, an import
 * from another process or server, or a deletion is seen by the next search, as the answer cache
 * sees it.
 *
 * Matching is the same as it was in SQL (`contains` on the keys, every term must match), except
 * that `%` and `_` in a search are plain characters, not LIKE's wildcards.
 */

/** What a result list shows of a body. */
export type BodyListItem = Pick<
  AccreditedBody,
  | 'id'
  | 'accreditationNumber'
  | 'nameJa'
  | 'nameEn'
  | 'abbreviationJa'
  | 'abbreviationEn'
  | 'scheme'
  | 'inspectionType'
  | 'prefecture'
  | 'country'
  | 'expiryDate'
  | 'suspensionStart'
  | 'suspensionEnd'
  | 'endedOn'
  | 'sample'
>;

type Entry = {
  item: BodyListItem;
  nameKey: string;
  searchKey: string;
  scopes: readonly string[];
};

type Index = { version: string; entries: Entry[] };

const TABLE = 'accredited_bodies';
const MAX_TERMS = 8;
const NO_SCOPES: readonly string[] = [];

const text = (value: unknown): string => sqlText(value) ?? '';

/** The register's state: its last change and its size (a deletion changes only the size). */
async function stateOf(db: SqlClient): Promise<{ version: string; updatedAt: string | null }> {
  // Two subqueries: each alone is answered from an index (SQLite reads the whole index for both together).
  const { rows } = await db.execute(`SELECT (SELECT max(updated_at) FROM ${TABLE}) AS at, (SELECT count(*) FROM ${TABLE}) AS n`);
  return { version: `${text(rows[0]?.at)}|${text(rows[0]?.n)}`, updatedAt: sqlText(rows[0]?.at) };
}

/** When the directory last changed: the newest update of any record. */
export async function lastChange(payload: Payload): Promise<string | null> {
  return (await stateOf(sqlClient(payload))).updatedAt;
}

const COLUMNS = `id, accreditation_number, name_ja, name_en, abbreviation_ja, abbreviation_en, scheme, inspection_type, prefecture,
  country, expiry_date, suspension_start, suspension_end, ended_on, sample, name_key, search_key`;

async function read(db: SqlClient, version: string): Promise<Index> {
  // The order of every list (Payload's sort by accreditation number, newest first on a tie), by
  // the database itself so its collation decides, as it did.
  const [bodies, scopes] = await Promise.all([
    db.execute(`SELECT ${COLUMNS} FROM ${TABLE} ORDER BY accreditation_number ASC, created_at DESC`),
    db.execute(`SELECT _parent_id AS parent, code FROM ${TABLE}_scopes`),
  ]);
  const scopesOf = new Map<number, string[]>();
  for (const row of scopes.rows) {
    const parent = Number(row.parent);
    const list = scopesOf.get(parent);
    if (list) list.push(text(row.code));
    else scopesOf.set(parent, [text(row.code)]);
  }
  const entries = bodies.rows.map((row): Entry => {
    const id = Number(row.id);
    const item: BodyListItem = {
      id,
      accreditationNumber: text(row.accreditation_number),
      nameJa: text(row.name_ja),
      nameEn: sqlText(row.name_en),
      abbreviationJa: sqlText(row.abbreviation_ja),
      abbreviationEn: sqlText(row.abbreviation_en),
      scheme: text(row.scheme) as BodyListItem['scheme'],
      inspectionType: sqlText(row.inspection_type) as BodyListItem['inspectionType'],
      prefecture: sqlText(row.prefecture) as BodyListItem['prefecture'],
      country: sqlText(row.country),
      expiryDate: text(row.expiry_date),
      suspensionStart: sqlText(row.suspension_start),
      suspensionEnd: sqlText(row.suspension_end),
      endedOn: sqlText(row.ended_on),
      // 0/1 on SQLite, a boolean on PostgreSQL.
      sample: row.sample === null || row.sample === undefined ? null : Boolean(Number(row.sample)),
    };
    return {
      // Shared by every search of this process until the next read: nobody may change it.
      item: Object.freeze(item),
      // The keys are folded to lower case when saved; LIKE compared ASCII without case too.
      nameKey: text(row.name_key).toLowerCase(),
      searchKey: text(row.search_key).toLowerCase(),
      scopes: scopesOf.get(id) ?? NO_SCOPES,
    };
  });
  return { version, entries };
}

const kept = new WeakMap<SqlClient, { index?: Index; loading?: { version: string; promise: Promise<Index> } }>();

/** The kept copy, read again when the register changed. */
async function indexOf(db: SqlClient): Promise<Index> {
  const { version } = await stateOf(db);
  let slot = kept.get(db);
  if (!slot) kept.set(db, (slot = {}));
  if (slot.index?.version === version) return slot.index;
  if (slot.loading?.version === version) return slot.loading.promise;
  const held = slot;
  const promise = read(db, version).then(
    (index) => {
      if (held.loading?.promise === promise) held.loading = undefined;
      held.index = index;
      return index;
    },
    (error: unknown) => {
      if (held.loading?.promise === promise) held.loading = undefined;
      throw error;
    },
  );
  held.loading = { version, promise };
  return promise;
}

/** Accredited on `today` (suspended included): not ended (no end day, or a later one), not past expiry. */
const currentOn = ({ endedOn, expiryDate }: BodyListItem, today: string) => (!endedOn || endedOn > today) && expiryDate >= today;

const searchTerms = (value: string) => queryTerms(value).slice(0, MAX_TERMS).map((term) => term.toLowerCase());

/** Every body a search matches, in the lists' order. */
export async function matchingBodies(payload: Payload, search: BodySearch, today = todayInJapan()): Promise<BodyListItem[]> {
  const { entries } = await indexOf(sqlClient(payload));
  const names = searchTerms(search.name);
  const keywords = searchTerms(search.keyword);
  const { scheme, prefecture, scope } = search;
  const current = search.status === 'current';
  const items: BodyListItem[] = [];
  for (const entry of entries) {
    const { item } = entry;
    if (scheme && item.scheme !== scheme) continue;
    if (prefecture && item.prefecture !== prefecture) continue;
    if (current && !currentOn(item, today)) continue;
    if (scope && !entry.scopes.includes(scope)) continue;
    if (!containsAll(entry.nameKey, names) || !containsAll(entry.searchKey, keywords)) continue;
    items.push(item);
  }
  return items;
}

function containsAll(key: string, terms: string[]): boolean {
  for (let i = 0; i < terms.length; i++) if (!key.includes(terms[i]!)) return false;
  return true;
}
