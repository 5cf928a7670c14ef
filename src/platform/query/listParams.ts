/**
 * The query string of a dated list (news, calls for comment, revisions, vacancies): year,
 * category and page, all optional. Read the same way by the page and by the proxy, which
 * answers 400 before rendering when one is malformed.
 */
export type ListQuery = { year?: number; category?: string; page: number };
export type ListProblem = 'year' | 'category' | 'state' | 'page';
export type ParsedList = { ok: true; query: ListQuery } | { ok: false; problems: ListProblem[]; query: ListQuery };

/** The deepest page a list offers; deeper pages answer 400. */
export const MAX_LIST_PAGE = 500;

type Get = (name: string) => string | string[] | null | undefined;

export const single = (value: string | string[] | null | undefined): string | undefined | false => {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return value.length === 0 ? undefined : value.length === 1 ? value[0] : false;
  return value;
};

/**
 * `categories` are the values the list's second filter takes; `categoryParam` names it in the
 * address (`category` for news, `state` for calls for comment and vacancies).
 */
export function parseListQuery(get: Get, { categories = [] as readonly string[], categoryParam = 'category' as 'category' | 'state' } = {}): ParsedList {
  const problems: ListProblem[] = [];
  const query: ListQuery = { page: 1 };
  const year = single(get('year'));
  if (year === false || (year !== undefined && year !== '' && !/^(19|20)\d\d$/.test(year))) problems.push('year');
  else if (year) query.year = Number(year);
  const category = single(get(categoryParam));
  if (category === false || (category !== undefined && category !== '' && !categories.includes(category))) problems.push(categoryParam);
  else if (category) query.category = category;
  const page = single(get('page'));
  if (page === false || (page !== undefined && page !== '' && !(/^\d{1,4}$/.test(page) && Number(page) >= 1 && Number(page) <= MAX_LIST_PAGE))) problems.push('page');
  else if (page) query.page = Number(page);
  return problems.length ? { ok: false, problems, query } : { ok: true, query };
}

/** The query as address parameters (page 1 and empty values left out), for links and pagination. */
export function listQueryRecord(query: ListQuery, categoryParam: 'category' | 'state' = 'category'): Record<string, string> {
  const out: Record<string, string> = {};
  if (query.year) out.year = String(query.year);
  if (query.category) out[categoryParam] = query.category;
  if (query.page > 1) out.page = String(query.page);
  return out;
}
