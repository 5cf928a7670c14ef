import '#server-only';

import type { Where } from 'payload';
import { cache } from 'react';

import type { Locale } from '@/i18n/routing';
import type { News } from '@/payload-types';
import { inLocale, type PerLocale } from '@/platform/cms/localized';
import { publishedAndDue } from '@/platform/cms/publishing';
import { itemBySlug, publishedAddresses, publishedYears } from '@/platform/cms/itemQueries';
import { getPayloadClient } from '@/platform/payload';
import type { ListQuery } from '@/platform/query/listParams';
import { japanYearRange } from '@/platform/time/format';

import type { NewsCategory } from '../model';

export const NEWS_PAGE_SIZE = 20;

/** A news item as lists show it: its title in each language it was written in. */
export type NewsSummary = { id: number | string; slug: string; title: { ja: string; en: string | null }; englishSummary: string | null; category: NewsCategory; publishedAt: string; sample: boolean };

type AllLocales = { id: number | string; slug: string; title: PerLocale; englishSummary?: string | null; category: NewsCategory; publishedAt: string; sample?: boolean | null };

const summary = (doc: AllLocales): NewsSummary => ({
  id: doc.id,
  slug: doc.slug,
  title: { ja: inLocale(doc.title, 'ja') ?? '', en: inLocale(doc.title, 'en') },
    englishSummary: doc.englishSummary ?? null,
  category: doc.category,
  publishedAt: doc.publishedAt,
  sample: Boolean(doc.sample),
});

const select = { slug: true, title: true, englishSummary: true, category: true, publishedAt: true, sample: true } as const;

function listWhere(query: Partial<ListQuery>): Where {
  const conditions: Where[] = [publishedAndDue()];
  if (query.year) {
    const { from, to } = japanYearRange(query.year);
    conditions.push({ publishedAt: { greater_than_equal: from } }, { publishedAt: { less_than: to } });
  }
  if (query.category) conditions.push({ category: { equals: query.category } });
  return { and: conditions };
}

/** One page of the list, newest first, as visitors see it. */
export async function listNews(query: ListQuery, pageSize = NEWS_PAGE_SIZE) {
  const payload = await getPayloadClient();
  const result = await payload.find({
    collection: 'news',
    where: listWhere(query),
    sort: '-publishedAt',
    page: query.page,
    limit: pageSize,
    locale: 'all',
    depth: 0,
    overrideAccess: false,
    select,
  });
  return { items: (result.docs as unknown as AllLocales[]).map(summary), total: result.totalDocs, totalPages: result.totalPages };
}

/** The latest items (home page, feeds). */
export const latestNews = cache(async (count: number) => (await listNews({ page: 1 }, count)).items);

/** The years that have published items, newest first: the choices of the year filter. */
export const newsYears = cache(() => publishedYears('news'));

/**
 * An item by its address, in one language (`null` fields where it was not written in it).
 * In draft mode (staff previewing from /admin) the latest draft is shown.
 */
export const newsBySlug = cache(async (slug: string, locale: Locale): Promise<(News & { englishTitle: string | null }) | null> => {
  const doc = await itemBySlug('news', slug, locale);
  return doc ? { ...doc, englishTitle: locale === 'en' ? doc.title ?? null : null } : null;
});

/** Every visible item's address and last change, for the sitemap and prerendering. */
export const newsAddresses = () => publishedAddresses('news');
