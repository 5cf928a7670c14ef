import '#server-only';

import type { CollectionSlug, DataFromCollectionSlug, PopulateType, SelectType, Where } from 'payload';

import { getPayloadClient } from '@/platform/cms/client';
import type { ListQuery } from '@/platform/query/listParams';
import { japanYearRange, yearInJapan } from '@/platform/time/format';

import { previewing } from './draftPreview';
import { inAllLocales, inLocale, type PerLocale } from './localized';
import { publishedAndDue } from './publishing';

/** Collections of dated items that visitors read: every collection whose documents have an address, a title and a publish time (a new dated list is one without being named here). */
type ItemCollection = { [C in CollectionSlug]: DataFromCollectionSlug<C> extends { slug: string; title: string; publishedAt: string } ? C : never }[CollectionSlug];

/** What every dated item's summary in a list carries: its title in each language it was written in. */
export type ItemSummary = { id: number | string; slug: string; title: { ja: string; en: string | null }; englishSummary: string | null; publishedAt: string; sample: boolean };

/** The fields of an item as a list reads them (every language at once). */
export type StoredItem = { id: number | string; slug: string; title: PerLocale; englishSummary?: string | null; publishedAt: string; sample?: boolean | null };

export const itemSummary = (doc: StoredItem): ItemSummary => ({
  id: doc.id,
  slug: doc.slug,
  title: { ja: inLocale(doc.title, 'ja') ?? '', en: inLocale(doc.title, 'en') },
  englishSummary: doc.englishSummary ?? null,
  publishedAt: doc.publishedAt,
  sample: Boolean(doc.sample),
});

/**
 * One page of a dated list as visitors see it: published and due, in the query's year (Japan
 * time), narrowed further by `where`, every language at once. `select` names the list's own
 * fields; the summary's are always read.
 */
export async function listPublishedItems<Stored extends StoredItem>(
  collection: ItemCollection,
  query: ListQuery,
  options: { pageSize: number; sort: string | string[]; select?: Record<string, unknown>; where?: Where[]; now?: Date; depth?: number; populate?: PopulateType },
): Promise<{ docs: Stored[]; total: number; totalPages: number }> {
  const conditions: Where[] = [publishedAndDue(options.now)];
  if (query.year) {
    const { from, to } = japanYearRange(query.year);
    conditions.push({ publishedAt: { greater_than_equal: from } }, { publishedAt: { less_than: to } });
  }
  conditions.push(...(options.where ?? []));
  const payload = await getPayloadClient();
  const result = await payload.find({
    collection,
    where: { and: conditions },
    sort: options.sort,
    page: query.page,
    limit: options.pageSize,
    locale: 'all',
    depth: options.depth ?? 0,
    overrideAccess: false,
    select: { slug: true, title: true, englishSummary: true, publishedAt: true, sample: true, ...options.select } as SelectType,
    ...(options.populate ? { populate: options.populate } : {}),
  });
  return { docs: inAllLocales<Stored>(result.docs), total: result.totalDocs, totalPages: result.totalPages };
}

/** The years, newest first, in which items of a collection were published: the year filter's choices. */
export async function publishedYears(collection: ItemCollection): Promise<number[]> {
  const payload = await getPayloadClient();
  const [newest, oldest] = await Promise.all(
    (['-publishedAt', 'publishedAt'] as const).map((sort) =>
      payload.find({ collection, where: publishedAndDue(), sort, limit: 1, depth: 0, overrideAccess: false, select: { publishedAt: true } }),
    ),
  );
  const last = (newest!.docs[0] as { publishedAt?: string } | undefined)?.publishedAt;
  const first = (oldest!.docs[0] as { publishedAt?: string } | undefined)?.publishedAt;
  if (!last || !first) return [];
  const years: number[] = [];
  for (let y = yearInJapan(last); y >= yearInJapan(first); y--) years.push(y);
  return years;
}

export type ItemAddress = { slug: string; updatedAt: string; english: boolean };

/** Every visible item's slug, last change and whether it has English: for prerendering and the sitemap. */
export async function publishedAddresses(collection: ItemCollection): Promise<ItemAddress[]> {
  const payload = await getPayloadClient();
  const { docs } = await payload.find({
    collection,
    where: publishedAndDue(),
    pagination: false,
    locale: 'all',
    depth: 0,
    overrideAccess: false,
    select: { slug: true, title: true, updatedAt: true },
  });
  return inAllLocales<{ slug: string; title: PerLocale; updatedAt: string }>(docs).map((d) => ({
    slug: d.slug,
    updatedAt: d.updatedAt,
    english: Boolean(inLocale(d.title, 'en')),
  }));
}

/**
 * An item by its address, in one language (fields not written in that language are empty, not
 * filled from Japanese). In draft mode, which only the preview route turns on after checking a
 * staff session, the latest draft is shown instead.
 */
export async function itemBySlug<C extends ItemCollection>(collection: C, slug: string, locale: 'ja' | 'en'): Promise<DataFromCollectionSlug<C> | null> {
  if (!/^[a-z0-9-]{1,100}$/.test(slug)) return null;
  const preview = await previewing();
  const payload = await getPayloadClient();
  const { docs } = await payload.find({
    collection,
    where: { slug: { equals: slug } },
    locale,
    fallbackLocale: false,
    limit: 1,
    depth: 1,
    draft: preview,
    overrideAccess: preview,
  });
  return (docs[0] as DataFromCollectionSlug<C> | undefined) ?? null;
}
