import '#server-only';

import type { Where } from 'payload';
import { cache } from 'react';

import type { Locale } from '@/i18n/routing';
import type { PublicComment } from '@/payload-types';
import { inLocale, type PerLocale } from '@/platform/cms/localized';
import { publishedAndDue } from '@/platform/cms/publishing';
import { itemBySlug, publishedAddresses, publishedYears } from '@/platform/cms/itemQueries';
import { getPayloadClient } from '@/platform/payload';
import type { ListQuery } from '@/platform/query/listParams';
import { japanYearRange } from '@/platform/time/format';

import { type CommentState, commentState } from '../model';

export const COMMENTS_PAGE_SIZE = 20;

export type CommentSummary = {
  id: number | string;
  slug: string;
  title: { ja: string; en: string | null }; englishSummary: string | null;
  publishedAt: string;
  opensAt: string;
  closesAt: string;
  state: CommentState;
  sample: boolean;
};

type Stored = { id: number | string; slug: string; title: PerLocale; englishSummary?: string | null; publishedAt: string; opensAt: string; closesAt: string; results?: { publishedAt?: string | null } | null; sample?: boolean | null };

const summary = (doc: Stored, now: Date): CommentSummary => ({
  id: doc.id,
  slug: doc.slug,
  title: { ja: inLocale(doc.title, 'ja') ?? '', en: inLocale(doc.title, 'en') },
    englishSummary: doc.englishSummary ?? null,
  publishedAt: doc.publishedAt,
  opensAt: doc.opensAt,
  closesAt: doc.closesAt,
  state: commentState({ opensAt: doc.opensAt, closesAt: doc.closesAt, resultsPublishedAt: doc.results?.publishedAt }, now),
  sample: Boolean(doc.sample),
});

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
  const conditions: Where[] = [publishedAndDue(now)];
  if (query.year) {
    const { from, to } = japanYearRange(query.year);
    conditions.push({ publishedAt: { greater_than_equal: from } }, { publishedAt: { less_than: to } });
  }
  if (query.category) conditions.push(stateWhere(query.category as CommentState, now.toISOString()));
  const payload = await getPayloadClient();
  const result = await payload.find({
    collection: 'public-comments',
    where: { and: conditions },
    sort: '-publishedAt',
    page: query.page,
    limit: pageSize,
    locale: 'all',
    depth: 0,
    overrideAccess: false,
    select: { slug: true, title: true, englishSummary: true, publishedAt: true, opensAt: true, closesAt: true, results: { publishedAt: true }, sample: true },
  });
  return { items: (result.docs as unknown as Stored[]).map((doc) => summary(doc, now)), total: result.totalDocs, totalPages: result.totalPages };
}

export const latestComments = cache(async (count: number) => (await listComments({ page: 1 }, count)).items);

export const commentYears = cache(() => publishedYears('public-comments'));

/** A call by its address, in one language; in draft mode (staff preview) its latest draft. */
export const commentBySlug = cache((slug: string, locale: Locale): Promise<PublicComment | null> => itemBySlug('public-comments', slug, locale));

export const commentAddresses = () => publishedAddresses('public-comments');
