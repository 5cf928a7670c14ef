import '#server-only';

import { cache } from 'react';

import type { Locale } from '@/i18n/routing';
import type { News } from '@/payload-types';
import { itemBySlug, type ItemSummary, itemSummary, listPublishedItems, publishedAddresses, publishedYears, type StoredItem } from '@/platform/cms/itemQueries';
import type { ListQuery } from '@/platform/query/listParams';

import type { NewsCategory } from '../model';

export const NEWS_PAGE_SIZE = 20;

/** A news item as lists show it: its title in each language it was written in, and its category. */
export type NewsSummary = ItemSummary & { category: NewsCategory };

/** One page of the list, newest first, as visitors see it. */
export async function listNews(query: ListQuery, pageSize = NEWS_PAGE_SIZE) {
  const { docs, total, totalPages } = await listPublishedItems<StoredItem & { category: NewsCategory }>('news', query, {
    pageSize,
    sort: '-publishedAt',
    select: { category: true },
    where: query.category ? [{ category: { equals: query.category } }] : [],
  });
  return { items: docs.map((doc): NewsSummary => ({ ...itemSummary(doc), category: doc.category })), total, totalPages };
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
  return doc ? { ...doc, englishTitle: locale === 'en' ? (doc.title ?? null) : null } : null;
});

/** Every visible item's address and last change, for the sitemap and prerendering. */
export const newsAddresses = () => publishedAddresses('news');
