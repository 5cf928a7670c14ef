import '#server-only';

import { type Chip } from '@/ui/search/Conditions';
import { resultTitle } from '@/ui/search/title';
import { loadPagesFrame } from '@/shell/PagesFrame';
import { loadMessages, type Messages } from '@/i18n/messages';
import { translatorOf } from '@/i18n/translators';
import { localizedHref, type Locale } from '@/i18n/routing';
import { labelled } from '@/platform/text/punctuation';
import { prefectureByCode } from '@/reference/prefectures';
import { schemeById } from '@/reference/schemes';
import { scopesForScheme } from '@/reference/scopes';

import { type BodySearch, bodySearchQuery, parseBodySearch } from '../searchParams';
import { directoryUpdatedAt, searchBodies } from '../server/queries';
import { SEARCH_PATH } from './shared';

/** The parameters a search is made of: an address with any of them is an answer, shown first. */
const SEARCH_NAMES = ['scheme', 'name', 'pref', 'q', 'scope', 'status', 'page'];

type T = ReturnType<typeof translatorOf<'bodies'>>;
type TResults = ReturnType<typeof translatorOf<'common.results'>>;

/**
 * The conditions in force, each with the address of this search without it (page 1). The scope
 * belongs to its scheme: dropping the scheme drops its scope with it.
 */
function conditionChips(search: BodySearch, locale: Locale, t: T, tResults: TResults): Chip[] {
  const path = localizedHref(SEARCH_PATH, locale);
  const base = { ...search, page: 1 };
  const href = (s: Partial<BodySearch>) => {
    const query = new URLSearchParams(bodySearchQuery(s)).toString();
    return query ? `${path}?${query}` : path;
  };
  const chips: Chip[] = [];
  if (search.keyword) chips.push({ key: 'q', label: tResults('keyword', { keyword: search.keyword }), href: href({ ...base, keyword: '' }) });
  if (search.name) chips.push({ key: 'name', label: labelled(t('name'), search.name, locale), href: href({ ...base, name: '' }) });
  if (search.scheme) chips.push({ key: 'scheme', label: schemeById(search.scheme)?.name[locale] ?? search.scheme, href: href({ ...base, scheme: null, scope: null }) });
  if (search.scheme && search.scope) {
    const scope = scopesForScheme(search.scheme).find((s) => s.code === search.scope);
    chips.push({ key: 'scope', label: scope ? labelled(scope.code, scope.name[locale], locale) : search.scope, href: href({ ...base, scope: null }) });
  }
  if (search.prefecture) chips.push({ key: 'pref', label: prefectureByCode(search.prefecture)?.name[locale] ?? search.prefecture, href: href({ ...base, prefecture: null }) });
  if (search.status === 'all') chips.push({ key: 'status', label: t('endedChip'), href: href({ ...base, status: 'current' }) });
  return chips;
}

/**
 * Everything the search page shows, read before it renders: the visitor's search and its answer,
 * when the directory last changed, the page's frame and messages. Plain data only (the messages
 * by reference), as the Pages Router's props must be.
 */
export async function loadBodySearch(locale: Locale, raw: Record<string, string | string[] | undefined>) {
  const parsed = parseBodySearch((name) => raw[name]);
  const searched = SEARCH_NAMES.some((name) => raw[name] !== undefined);
  const messages: Messages = await loadMessages(locale);
  const t = translatorOf(locale, messages, 'bodies');
  const tResults = translatorOf(locale, messages, 'common.results');
  const [updatedAt, results, page] = await Promise.all([
    directoryUpdatedAt(),
    parsed.ok ? searchBodies(parsed.search) : Promise.resolve(null),
    loadPagesFrame({ locale, path: SEARCH_PATH, title: t('title') }),
  ]);
  const chips = conditionChips(parsed.search, locale, t, tResults);
  // After a search the title says what was asked and how many were found.
  const title =
    searched && results
      ? resultTitle(tResults, locale, {
          parts: chips.map((chip) => (chip.key === 'q' ? parsed.search.keyword : chip.label)),
          total: results.total,
          page: parsed.search.page,
          pageTitle: t('title'),
        })
      : t('title');
  return {
    locale,
    parsed,
    searched,
    results,
    updatedAt: updatedAt ?? null,
    chips,
    /** The document's title before the site's name: the query and the count first after a search. */
    headTitle: title,
    messages,
    page,
  };
}

export type BodySearchData = Awaited<ReturnType<typeof loadBodySearch>>;
