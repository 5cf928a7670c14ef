import { isPrefectureCode } from '@/reference/prefectures';
import { isSchemeId, type SchemeId } from '@/reference/schemes';
import { scopesForScheme } from '@/reference/scopes';

export const MAX_TEXT = 100;
export const MAX_PAGE = 1000;
export const PAGE_SIZE = 20;

export type BodySearch = {
  scheme: SchemeId | null;
  name: string;
  prefecture: string | null;
  keyword: string;
  scope: string | null;
  /** `current`: accredited now (including suspended); `all`: ended and expired too. */
  status: 'current' | 'all';
  page: number;
};

export type BodySearchProblem = 'scheme' | 'prefecture' | 'scope' | 'status' | 'page' | 'tooLong';

export type ParsedBodySearch = { ok: true; search: BodySearch } | { ok: false; problems: BodySearchProblem[]; search: BodySearch };

const one = (value: string | string[] | null | undefined) => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));
const clean = (value: string) => value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();

/**
 * Reads a search from its address. Every condition lives in the query string, so a search can
 * be bookmarked and shared; anything malformed is reported (the page answers 400), never thrown.
 */
export function parseBodySearch(get: (name: string) => string | string[] | null | undefined): ParsedBodySearch {
  const problems: BodySearchProblem[] = [];
  const schemeRaw = clean(one(get('scheme')));
  const scheme = schemeRaw === '' ? null : isSchemeId(schemeRaw) ? schemeRaw : (problems.push('scheme'), null);
  const prefRaw = clean(one(get('pref')));
  const prefecture = prefRaw === '' ? null : isPrefectureCode(prefRaw) ? prefRaw : (problems.push('prefecture'), null);
  let name = clean(one(get('name')));
  let keyword = clean(one(get('q')));
  if (name.length > MAX_TEXT || keyword.length > MAX_TEXT) {
    problems.push('tooLong');
    name = name.slice(0, MAX_TEXT);
    keyword = keyword.slice(0, MAX_TEXT);
  }
  const scopeRaw = clean(one(get('scope')));
  let scope: string | null = null;
  if (scopeRaw !== '') {
    const codes = scheme ? scopesForScheme(scheme).map((s) => s.code as string) : [];
    if (codes.includes(scopeRaw)) scope = scopeRaw;
    else problems.push('scope');
  }
  const statusRaw = clean(one(get('status')));
  const status = statusRaw === '' || statusRaw === 'current' ? 'current' : statusRaw === 'all' ? 'all' : (problems.push('status'), 'current');
  const pageRaw = clean(one(get('page')));
  let page = 1;
  if (pageRaw !== '') {
    if (/^\d{1,4}$/.test(pageRaw) && Number(pageRaw) >= 1 && Number(pageRaw) <= MAX_PAGE) page = Number(pageRaw);
    else problems.push('page');
  }
  const search: BodySearch = { scheme, name, prefecture, keyword, scope, status, page };
  return problems.length ? { ok: false, problems, search } : { ok: true, search };
}

/** The query string of a search (defaults left out), for links, pagination and exports. */
export function bodySearchQuery(search: Partial<BodySearch>): Record<string, string> {
  const query: Record<string, string> = {};
  if (search.scheme) query.scheme = search.scheme;
  if (search.name) query.name = search.name;
  if (search.prefecture) query.pref = search.prefecture;
  if (search.keyword) query.q = search.keyword;
  if (search.scope) query.scope = search.scope;
  if (search.status === 'all') query.status = 'all';
  if (search.page && search.page > 1) query.page = String(search.page);
  return query;
}

/** Whether any condition was given (an empty form lists every current body). */
export const hasConditions = (s: BodySearch) => Boolean(s.scheme || s.name || s.prefecture || s.keyword || s.scope || s.status === 'all');
