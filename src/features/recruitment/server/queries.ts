import '#server-only';

import type { Where } from 'payload';
import { cache } from 'react';

import type { Locale } from '@/i18n/routing';
import type { JobPosting } from '@/payload-types';
import { itemBySlug, type ItemSummary, itemSummary, listPublishedItems, publishedAddresses, publishedYears, type StoredItem } from '@/platform/cms/itemQueries';
import type { ListQuery } from '@/platform/query/listParams';
import { todayInJapan } from '@/platform/time/japan';

import { isClosed, type PostingUnit } from '../model';

export const POSTINGS_PAGE_SIZE = 20;

/** A vacancy as lists show it: its closing day, its unit, and whether it has closed. */
export type PostingSummary = ItemSummary & { closesOn: string; unit: PostingUnit; closed: boolean };

/** Open vacancies first (nearest closing day first), then closed ones, newest first. */
export async function listPostings(query: ListQuery, pageSize = POSTINGS_PAGE_SIZE) {
  const today = todayInJapan();
  const where: Where[] = query.category === 'open' ? [{ closesOn: { greater_than_equal: today } }] : query.category === 'closed' ? [{ closesOn: { less_than: today } }] : [];
  const { docs, total, totalPages } = await listPublishedItems<StoredItem & { closesOn: string; unit: PostingUnit }>('job-postings', query, {
    pageSize,
    sort: ['-closesOn', '-publishedAt'],
    select: { closesOn: true, unit: true },
    where,
  });
  const items = docs.map((doc): PostingSummary => ({ ...itemSummary(doc), closesOn: doc.closesOn, unit: doc.unit, closed: isClosed(doc.closesOn, today) }));
  return { items, total, totalPages };
}

export const latestPostings = cache(async (count: number) => (await listPostings({ page: 1 }, count)).items);
export const postingYears = cache(() => publishedYears('job-postings'));
export const postingBySlug = cache((slug: string, locale: Locale): Promise<JobPosting | null> => itemBySlug('job-postings', slug, locale));
export const postingAddresses = () => publishedAddresses('job-postings');
