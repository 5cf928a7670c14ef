/**
 * A certified-organisation search as it lives in the address: every condition in the query
 * string, so a search can be bookmarked, shared and reopened. Parsing never throws; anything
 * malformed is reported (the page and the proxy answer 400 with a message).
 */
import { countryByAlpha2 } from '@/reference/countries';
import { isPrefectureCode } from '@/reference/prefectures';
import { managementSystemScopeCodes, type ManagementSystemScopeCode } from '@/reference/scopes';

import { certificateStatuses, type CertificateStatus, organisationKinds, type OrganisationKind } from './model';

export const MAX_KEYWORD = 100;
/** Deepest page offered: 100,000 results in. Beyond, a narrower search is the way. */
export const MAX_OFFSET = 100_000;
export const PAGE_SIZES = [20, 50, 100] as const;
/** Most rows one download holds. */
export const DEFAULT_SIZE = 20;
/** Most values one multi-select filter takes. */
export const MAX_VALUES = 60;

/**
 * Which certificates a search shows by their state today: `current` (valid or suspended, the
 * default), `all`, or one state alone.
 */
export const statusFilters = ['current', 'all', ...certificateStatuses] as const;
export type StatusFilter = 'current' | 'all' | CertificateStatus;

export const sortKeys = ['organisation', 'office', 'body', 'number', 'initial', 'expiry', 'location'] as const;
export type SortKey = (typeof sortKeys)[number];

export type CertificateSearch = {
  keyword: string;
  standards: ManagementSystemScopeCode[];
  area: 'jp' | 'overseas' | null;
  iaf: number[];
  classifications: OrganisationKind[];
  prefectures: string[];
  countries: string[];
  /** `current`: valid or suspended today; `all`: every state; else that state alone. */
  status: StatusFilter;
  sort: SortKey;
  order: 'asc' | 'desc';
  page: number;
  size: number;
};

export type SearchProblem = 'keyword' | 'standard' | 'area' | 'iaf' | 'classification' | 'prefecture' | 'country' | 'status' | 'sort' | 'order' | 'page' | 'size' | 'tooMany';

export type ParsedSearch = { ok: true; search: CertificateSearch } | { ok: false; problems: SearchProblem[]; search: CertificateSearch };

type Getter = (name: string) => string | string[] | null | undefined;

const clean = (value: string) => value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
const all = (value: string | string[] | null | undefined): string[] =>
  (Array.isArray(value) ? value : value == null ? [] : [value]).flatMap((v) => v.split(',')).map(clean).filter(Boolean);
const one = (value: string | string[] | null | undefined) => clean(Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));

export const emptySearch = (): CertificateSearch => ({
  keyword: '',
  standards: [],
  area: null,
  iaf: [],
  classifications: [],
  prefectures: [],
  countries: [],
  status: 'current',
  sort: 'organisation',
  order: 'asc',
  page: 1,
  size: DEFAULT_SIZE,
});

/** Reads a search from its query string. `fixedStandard`: the scope of a per-standard page. */
export function parseCertificateSearch(get: Getter, fixedStandard?: ManagementSystemScopeCode): ParsedSearch {
  const problems = new Set<SearchProblem>();
  const search = emptySearch();

  let keyword = one(get('q'));
  if (keyword.length > MAX_KEYWORD) {
    problems.add('keyword');
    keyword = keyword.slice(0, MAX_KEYWORD);
  }
  search.keyword = keyword;

  const multi = <T,>(name: string, problem: SearchProblem, accept: (v: string) => T | undefined): T[] => {
    const values = all(get(name));
    if (values.length > MAX_VALUES) problems.add('tooMany');
    const out: T[] = [];
    for (const v of values.slice(0, MAX_VALUES)) {
      const ok = accept(v);
      if (ok === undefined) problems.add(problem);
      else if (!out.includes(ok)) out.push(ok);
    }
    return out;
  };

  search.standards = fixedStandard
    ? [fixedStandard]
    : multi('std', 'standard', (v) => (managementSystemScopeCodes as readonly string[]).includes(v) ? (v as ManagementSystemScopeCode) : undefined);
  const area = one(get('area'));
  if (area === 'jp' || area === 'overseas') search.area = area;
  else if (area !== '') problems.add('area');
  search.iaf = multi('iaf', 'iaf', (v) => (/^\d{1,2}$/.test(v) && Number(v) >= 1 && Number(v) <= 39 ? Number(v) : undefined));
  search.classifications = multi('cls', 'classification', (v) => ((organisationKinds as readonly string[]).includes(v) ? (v as OrganisationKind) : undefined));
  search.prefectures = multi('pref', 'prefecture', (v) => (isPrefectureCode(v) ? v : undefined));
  search.countries = multi('country', 'country', (v) => (countryByAlpha2(v.toUpperCase()) ? v.toUpperCase() : undefined));

  const status = one(get('status'));
  if ((statusFilters as readonly string[]).includes(status)) search.status = status as StatusFilter;
  else if (status !== '') problems.add('status');
  const sort = one(get('sort'));
  if ((sortKeys as readonly string[]).includes(sort)) search.sort = sort as SortKey;
  else if (sort !== '') problems.add('sort');
  const order = one(get('order'));
  if (order === 'desc') search.order = 'desc';
  else if (order !== '' && order !== 'asc') problems.add('order');

  const size = one(get('size'));
  if (size !== '') {
    if ((PAGE_SIZES as readonly number[]).includes(Number(size)) && /^\d+$/.test(size)) search.size = Number(size);
    else problems.add('size');
  }
  const page = one(get('page'));
  if (page !== '') {
    const n = /^\d{1,7}$/.test(page) ? Number(page) : NaN;
    if (n >= 1 && (n - 1) * search.size <= MAX_OFFSET) search.page = n;
    else problems.add('page');
  }
  return problems.size ? { ok: false, problems: [...problems], search } : { ok: true, search };
}

/** The query string of a search, defaults left out (for links, pagination, sorting and export). */
export function certificateSearchQuery(search: Partial<CertificateSearch>, options: { omitStandards?: boolean } = {}): [string, string][] {
  const q: [string, string][] = [];
  if (search.keyword) q.push(['q', search.keyword]);
  if (!options.omitStandards) for (const s of search.standards ?? []) q.push(['std', s]);
  if (search.area) q.push(['area', search.area]);
  for (const v of search.iaf ?? []) q.push(['iaf', String(v)]);
  for (const v of search.classifications ?? []) q.push(['cls', v]);
  for (const v of search.prefectures ?? []) q.push(['pref', v]);
  for (const v of search.countries ?? []) q.push(['country', v]);
  if (search.status && search.status !== 'current') q.push(['status', search.status]);
  if (search.sort && search.sort !== 'organisation') q.push(['sort', search.sort]);
  if (search.order === 'desc') q.push(['order', 'desc']);
  if (search.size && search.size !== DEFAULT_SIZE) q.push(['size', String(search.size)]);
  if (search.page && search.page > 1) q.push(['page', String(search.page)]);
  return q;
}

export const toQueryString = (pairs: [string, string][]) => (pairs.length ? `?${new URLSearchParams(pairs).toString()}` : '');
