import '#server-only';

import { cache } from 'react';

import { type Chip } from '@/ui/search/Conditions';
import { resultTitle } from '@/ui/search/title';
import { loadPagesFrame } from '@/shell/PagesFrame';
import { loadMessages, type Messages } from '@/i18n/messages';
import { translatorOf } from '@/i18n/translators';
import { todayInJapan } from '@/platform/time/japan';
import { remember } from '@/platform/memo';
import { getPayloadClient } from '@/platform/cms/client';
import { localizedHref, type Locale } from '@/i18n/routing';
import { countryByAlpha2 } from '@/reference/countries';
import { iafCodeByNumber } from '@/reference/iafCodes';
import { prefectureByCode } from '@/reference/prefectures';

import type { StandardVariant } from '../model';
import { readSearchRequest, searchAnswer } from '../server/answer';
import { certificateSearchQuery, type CertificateSearch, toQueryString } from '../searchParams';
import { FACET_LIMIT, registerCountries, sqlClient } from '../server/store';
import { coverage } from '../server/coverage';
import { LIST_PATH, scopeLabel } from './shared';

export const db = cache(async () => sqlClient(await getPayloadClient()));

/** Countries present in the register (kept in the process's short-lived memory). */
const presentCountries = () => remember('certified:countries', async () => registerCountries(await db()));

/** Accredited bodies known to the directory, by accreditation number (for links from certificates). */
export const accreditedNumbers = () =>
  remember('certified:accredited-numbers', async (): Promise<Set<string>> => {
    const payload = await getPayloadClient();
    const { docs } = await payload.find({
      collection: 'accredited-bodies',
      where: { scheme: { equals: 'management_system' } },
      limit: 2000,
      depth: 0,
      pagination: false,
      overrideAccess: false,
      select: { accreditationNumber: true },
    });
    return new Set(docs.map((d) => d.accreditationNumber));
  });

type T = ReturnType<typeof translatorOf<'certified'>>;
type TResults = ReturnType<typeof translatorOf<'common.results'>>;

/** The conditions in force, each with the address of this search without it (page 1). */
function conditionChips(search: CertificateSearch, locale: Locale, href: string, fixed: boolean, t: T, tResults: TResults): Chip[] {
  const pairs = certificateSearchQuery({ ...search, page: 1 }, { omitStandards: fixed });
  const without = (name: string, value: string) => `${href}${toQueryString(pairs.filter(([n, v]) => !(n === name && v === value)))}`;
  const chip = (name: string, value: string, label: string): Chip => ({ key: `${name}=${value}`, label, href: without(name, value) });
  return [
    ...(search.keyword ? [chip('q', search.keyword, tResults('keyword', { keyword: search.keyword }))] : []),
    ...(fixed ? [] : search.standards.map((code) => chip('std', code, scopeLabel(code)))),
    ...(search.area ? [chip('area', search.area, t(search.area === 'jp' ? 'areaJp' : 'areaOverseas'))] : []),
    ...search.classifications.map((kind) => chip('cls', kind, t(`kinds.${kind}`))),
    ...search.iaf.map((code) => chip('iaf', String(code), `${code}. ${iafCodeByNumber(code)?.name[locale] ?? ''}`)),
    ...search.prefectures.map((code) => chip('pref', code, prefectureByCode(code)?.name[locale] ?? code)),
    ...search.countries.map((code) => chip('country', code, countryByAlpha2(code)?.name[locale] ?? code)),
    ...(search.status !== 'current' ? [chip('status', search.status, t('statusChip', { status: t(`statusFilter.${search.status}`) }))] : []),
  ];
}

/**
 * Everything the search page shows, read before it renders: the visitor's search and its answer
 * (one statement set per request, ADR 15), the form's lists, the page's frame and messages.
 * Plain data only (the messages by reference), as the Pages Router's props must be.
 */
export async function loadCertifiedSearch(locale: Locale, raw: Record<string, string | string[] | undefined>, variant?: StandardVariant) {
  const { parsed, searched, facets } = readSearchRequest((name) => raw[name], variant);
  const today = todayInJapan();
  const path = variant ? `${LIST_PATH}/${variant.slug}` : LIST_PATH;
  const href = localizedHref(path, locale);
  const messages: Messages = await loadMessages(locale);
  const t = translatorOf(locale, messages, 'certified');
  const tResults = translatorOf(locale, messages, 'common.results');
  const pageTitle = variant ? t('variantTitle', { standard: variant.label }) : t('title');
  const [found, known, countryCodes, page] = await Promise.all([
    parsed.ok ? searchAnswer(await db(), parsed.search, today, facets) : Promise.resolve(null),
    accreditedNumbers(),
    presentCountries(),
    loadPagesFrame({ locale, path, title: pageTitle }),
  ]);
  const chips = conditionChips(parsed.search, locale, href, Boolean(variant), t, tResults);
  // An empty answer says how many certification bodies are late with their reports (server/coverage.ts).
  const overdueBodies = found && found.results.total === 0 ? (await coverage(await db(), today)).overdue : null;
  // After a search, the query and the count come first in the title.
  const title =
    searched && found
      ? resultTitle(tResults, locale, {
          parts: chips.map((chip, i) => (i === 0 && parsed.search.keyword ? parsed.search.keyword : chip.label)),
          total: found.results.total,
          more: found.results.more,
          page: parsed.search.page,
          pageTitle,
        })
      : pageTitle;
  return {
    locale,
    variantSlug: variant?.slug ?? null,
    parsed,
    searched,
    today,
    found,
    // Only the numbers this page links, not every accredited body's.
    linkedBodies: [...new Set(found?.results.items.map((row) => row.bodyNumber).filter((n) => known.has(n)) ?? [])],
    countryCodes: [...countryCodes],
    facetLimit: FACET_LIMIT,
    overdueBodies,
    chips,
    pageTitle,
    /** The document's title before the site's name: the query and the count first after a search. */
    headTitle: title,
    messages,
    page,
  };
}

export type CertifiedSearchData = Awaited<ReturnType<typeof loadCertifiedSearch>>;
