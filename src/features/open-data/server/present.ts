/**
 * How the API writes what the site shows in two languages: both at once, and the site's pages
 * as absolute addresses in each language.
 */
import { localizedHref } from '@/i18n/routing';

/** Text in both languages; English is null where the record has none. */
export type Bilingual = { ja: string; en: string | null };
/** A page of the site in both languages. */
export type PageUrls = { ja: string; en: string };

/** A stored text, or null when it is empty. */
export const orNull = (value: string | null | undefined) => (value && value.trim() ? value : null);

/** Japanese and English of a record, or null when it has neither. */
export function bilingual(ja: string | null | undefined, en: string | null | undefined): Bilingual | null {
  if (!orNull(ja) && !orNull(en)) return null;
  return { ja: orNull(ja) ?? '', en: orNull(en) };
}

/** A site path (without language, with any query string) as absolute addresses in both languages. */
export function pageUrls(origin: string, path: string, query?: URLSearchParams): PageUrls {
  const search = query && query.size ? `?${query.toString()}` : '';
  return { ja: `${origin}${localizedHref(path, 'ja')}${search}`, en: `${origin}${localizedHref(path, 'en')}${search}` };
}

/**
 * The same search on the site's page: the API's conditions are the page's, less what only the
 * API has (`lang`) and the paging, which counts differently (the page shows 20 at a time).
 */
export function searchPageUrls(origin: string, path: string, self: URL): PageUrls {
  const query = new URLSearchParams(self.search);
  for (const name of ['lang', 'page', 'size']) query.delete(name);
  return pageUrls(origin, path, query);
}
