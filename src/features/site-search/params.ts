/** The longest keyword site search accepts. */
export const MAX_QUERY_LENGTH = 100;
/** Results per page. */
export const PAGE_SIZE = 10;
/** Deeper pages are refused rather than computed. */
export const MAX_PAGE = 1000;

export type SiteSearchParams =
  | { ok: true; query: string; page: number }
  | { ok: false; error: 'tooLong' | 'badPage'; query: string };

function single(value: string | string[] | null | undefined): string {
  if (Array.isArray(value)) return value[0] ?? '';
  return value ?? '';
}

/** Reads `q` and `page` from a query string; anything malformed is reported, never thrown. */
export function parseSiteSearchParams(get: (name: string) => string | string[] | null | undefined): SiteSearchParams {
  const query = single(get('q')).replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  if (query.length > MAX_QUERY_LENGTH) return { ok: false, error: 'tooLong', query: query.slice(0, MAX_QUERY_LENGTH) };
  const rawPage = single(get('page'));
  if (rawPage === '') return { ok: true, query, page: 1 };
  if (!/^\d{1,4}$/.test(rawPage)) return { ok: false, error: 'badPage', query };
  const page = Number(rawPage);
  if (page < 1 || page > MAX_PAGE) return { ok: false, error: 'badPage', query };
  return { ok: true, query, page };
}
