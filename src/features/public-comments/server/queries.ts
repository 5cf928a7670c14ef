import '#server-only';

import type { Where } from 'payload';
import { cache } from 'react';

import type { Locale } from '@/i18n/routing';
import type { PublicComment } from '@/payload-types';
import { itemBySlug, type ItemSummary, itemSummary, listPublishedItems, publishedAddresses, publishedYears, type StoredItem } from '@/platform/cms/itemQueries';
import type { ListQuery } from '@/platform/query/listParams';

import { type CommentState, commentState } from '../model';

export const COMMENTS_PAGE_SIZE = 20;

/** A call as lists show it: its dates and the state they give it. */
export type CommentSummary = ItemSummary & { opensAt: string; closesAt: string; state: CommentState };

type Stored = StoredItem & { opensAt: string; closesAt: string; results?: { publishedAt?: string | null } | null };

/** The calls in one state, as a query: the state follows from the dates. */
function stateWhere(state: CommentState, now: string): Where {
  const resultsOut: Where = { or: [{ 'results.publishedAt': { exists: false } }, { 'results.publishedAt': { greater_than: now } }] };
  switch (state) {
    case 'upcoming':
      return { and: [{ opensAt: { greater_than: now } }, resultsOut] };
    case 'open':
      return { and: [{ opensAt: { less_than_equal: now } }, { closesAt: { greater_than_equal: now } }, resultsOut] };
    case 'closed':
      return { and: [{ closesAt: { less_than: now } }, resultsOut] };
    default:
      return { 'results.publishedAt': { less_than_equal: now } };
  }
}

export async function listComments(query: ListQuery, pageSize = COMMENTS_PAGE_SIZE) {
  const now = new Date();
  const { docs, total, totalPages } = await listPublishedItems<Stored>('public-comments', query, {
    pageSize,
    now,
    sort: '-publishedAt',
    select: { opensAt: true, closesAt: true, results: { publishedAt: true } },
    where: query.category ? [stateWhere(query.category as CommentState, now.toISOString())] : [],
  });
  const items = docs.map((doc): CommentSummary => ({
    ...itemSummary(doc),
    opensAt: doc.opensAt,
    closesAt: doc.closesAt,
    state: commentState({ opensAt: doc.opensAt, closesAt: doc.closesAt, resultsPublishedAt: doc.results?.publishedAt }, now),
  }));
  return { items, total, totalPages };
}

export const latestComments = cache(async (count: number) => (await listComments({ page: 1 }, count)).items);

export const commentYears = cache(() => publishedYears('public-comments'));

/** A call by its address, in one language; in draft mode (staff preview) its latest draft. */
export const commentBySlug = cache((slug: string, locale: Locale): Promise<PublicComment | null> => itemBySlug('public-comments', slug, locale));

export const commentAddresses = () => publishedAddresses('public-comments');
