import '#server-only';

import type { Where } from 'payload';
import { cache } from 'react';

import type { Locale } from '@/i18n/routing';
import type { JobPosting } from '@/payload-types';
import { itemBySlug, publishedAddresses, publishedYears } from '@/platform/cms/itemQueries';
import { inLocale, type PerLocale } from '@/platform/cms/localized';
import { publishedAndDue } from '@/platform/cms/publishing';
import { getPayloadClient } from '@/platform/payload';
import type { ListQuery } from '@/platform/query/listParams';
import { todayInJapan } from '@/platform/time/japan';
import { japanYearRange } from '@/platform/time/format';

import { isClosed, type PostingUnit } from '../model';

export const POSTINGS_PAGE_SIZE = 20;

export type PostingSummary = { id: number | string; slug: string; title: { ja: string; en: string | null }; englishSummary: string | null; publishedAt: string; closesOn: string; unit: PostingUnit; closed: boolean; sample: boolean };

type Stored = { id: number | string; slug: string; title: PerLocale; englishSummary?: string | null; publishedAt: string; closesOn: string; unit: PostingUnit; sample?: boolean | null };

/** Open vacancies first (nearest closing day first), then closed ones, newest first. */
export async function listPostings(query: ListQuery, pageSize = POSTINGS_PAGE_SIZE) {
  const today = todayInJapan();
  const conditions: Where[] = [publishedAndDue()];
  if (query.year) {
    const { from, to } = japanYearRange(query.year);
    conditions.push({ publishedAt: { greater_than_equal: from } }, { publishedAt: { less_than: to } });
  }
  if (query.category === 'open') conditions.push({ closesOn: { greater_than_equal: today } });
  if (query.category === 'closed') conditions.push({ closesOn: { less_than: today } });
  const payload = await getPayloadClient();
  const result = await payload.find({
    collection: 'job-postings',
    where: { and: conditions },
    sort: ['-closesOn', '-publishedAt'],
    page: query.page,
    limit: pageSize,
    locale: 'all',
    depth: 0,
    overrideAccess: false,
    select: { slug: true, title: true, englishSummary: true, publishedAt: true, closesOn: true, unit: true, sample: true },
  });
  const items = (result.docs as unknown as Stored[]).map((doc) => ({
    id: doc.id,
    slug: doc.slug,
    title: { ja: inLocale(doc.title, 'ja') ?? '', en: inLocale(doc.title, 'en') },
    englishSummary: doc.englishSummary ?? null,
    publishedAt: doc.publishedAt,
    closesOn: doc.closesOn,
    unit: doc.unit,
    closed: isClosed(doc.closesOn, today),
    sample: Boolean(doc.sample),
  }));
  return { items, total: result.totalDocs, totalPages: result.totalPages };
}

export const latestPostings = cache(async (count: number) => (await listPostings({ page: 1 }, count)).items);
export const postingYears = cache(() => publishedYears('job-postings'));
export const postingBySlug = cache((slug: string, locale: Locale): Promise<JobPosting | null> => itemBySlug('job-postings', slug, locale));
export const postingAddresses = () => publishedAddresses('job-postings');
