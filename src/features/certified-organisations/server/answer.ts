import type { StandardVariant } from '../model';
import { type CertificateSearch, type ParsedSearch, parseCertificateSearch } from '../searchParams';
import { registerUpdatedAt, searchCertificates, type SqlClient } from './store';

/** The parameters a search is made of: an address with any of them is an answer, shown first. */
const SEARCH_NAMES = ['q', 'std', 'area', 'iaf', 'cls', 'pref', 'country', 'status', 'sort', 'order', 'size', 'page'];

export type SearchRequest = {
  parsed: ParsedSearch;
  /** Whether the address asks a question (the answer comes first, with its scope counts). */
  searched: boolean;
  /** Whether the answer carries the scope counts of the form (after a search, on the all-scopes page). */
  facets: boolean;
};

/** What a search page's address asks: the search, and what its answer shows. */
export function readSearchRequest(get: (name: string) => string | string[] | undefined, variant?: StandardVariant): SearchRequest {
  const parsed = parseCertificateSearch(get, variant?.scope);
  const searched = SEARCH_NAMES.some((name) => get(name) !== undefined);
  return { parsed, searched, facets: searched && !variant };
}

/**
 * Everything a search page reads from the database: when the register last changed (said on the
 * page, and the key of the count cache), then the page of results, its count and, when asked, its
 * scope counts. The benchmark counts these statements per query type (bench/certified.ts).
 */
export async function searchAnswer(db: SqlClient, search: CertificateSearch, today: string, facets: boolean) {
  const updatedAt = await registerUpdatedAt(db);
  return { updatedAt, results: await searchCertificates(db, search, today, updatedAt, { scopeCounts: facets }) };
}
