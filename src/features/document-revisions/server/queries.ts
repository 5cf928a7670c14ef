import '#server-only';

import type { Where } from 'payload';
import { cache } from 'react';

import type { Locale } from '@/i18n/routing';
import type { DocumentRevision } from '@/payload-types';
import { itemBySlug, publishedAddresses, publishedYears } from '@/platform/cms/itemQueries';
import { inLocale, type PerLocale } from '@/platform/cms/localized';
import { publishedAndDue } from '@/platform/cms/publishing';
import { getPayloadClient } from '@/platform/payload';
import type { ListQuery } from '@/platform/query/listParams';
import { japanYearRange } from '@/platform/time/format';

export const REVISIONS_PAGE_SIZE = 20;

export type RevisionSummary = {
  id: number | string;
  slug: string;
  title: { ja: string; en: string | null }; englishSummary: string | null;
  publishedAt: string;
  effectiveOn: string;
  documentNumber: string | null;
  sample: boolean;
};

type Stored = { id: number | string; slug: string; title: PerLocale; englishSummary?: string | null; publishedAt: string; effectiveOn: string; document?: { documentNumber?: string } | number | null; sample?: boolean | null };

const summary = (doc: Stored): RevisionSummary => ({
  id: doc.id,
  slug: doc.slug,
  title: { ja: inLocale(doc.title, 'ja') ?? '', en: inLocale(doc.title, 'en') },
    englishSummary: doc.englishSummary ?? null,
  publishedAt: doc.publishedAt,
  effectiveOn: doc.effectiveOn,
  documentNumber: doc.document && typeof doc.document === 'object' ? (doc.document.documentNumber ?? null) : null,
  sample: Boolean(doc.sample),
});

/** The id of a visible document by its number, or null. */
async function documentId(documentNumber: string): Promise<number | string | null> {
  const payload = await getPayloadClient();
  const { docs } = await payload.find({ collection: 'documents', where: { documentNumber: { equals: documentNumber } }, limit: 1, depth: 0, overrideAccess: false, select: {} });
  return docs[0]?.id ?? null;
}

/** One page of notices, newest first; `documentNumber` narrows them to one document's history. */
export async function listRevisions(query: ListQuery & { documentNumber?: string }, pageSize = REVISIONS_PAGE_SIZE) {
  const conditions: Where[] = [publishedAndDue()];
  if (query.year) {
    const { from, to } = japanYearRange(query.year);
    conditions.push({ publishedAt: { greater_than_equal: from } }, { publishedAt: { less_than: to } });
  }
  if (query.documentNumber) {
    const id = await documentId(query.documentNumber);
    conditions.push({ document: { equals: id ?? -1 } });
  }
  const payload = await getPayloadClient();
  const result = await payload.find({
    collection: 'document-revisions',
    where: { and: conditions },
    sort: '-publishedAt',
    page: query.page,
    limit: pageSize,
    locale: 'all',
    depth: 1,
    overrideAccess: false,
    select: { slug: true, title: true, englishSummary: true, publishedAt: true, effectiveOn: true, document: true, sample: true },
    populate: { documents: { documentNumber: true } },
  });
  return { items: (result.docs as unknown as Stored[]).map(summary), total: result.totalDocs, totalPages: result.totalPages };
}

export const latestRevisions = cache(async (count: number) => (await listRevisions({ page: 1 }, count)).items);
export const revisionYears = cache(() => publishedYears('document-revisions'));
export const revisionBySlug = cache((slug: string, locale: Locale): Promise<DocumentRevision | null> => itemBySlug('document-revisions', slug, locale));
export const revisionAddresses = () => publishedAddresses('document-revisions');
