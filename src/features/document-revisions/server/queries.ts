import '#server-only';

import type { Where } from 'payload';
import { cache } from 'react';

import type { Locale } from '@/i18n/routing';
import type { DocumentRevision } from '@/payload-types';
import { itemBySlug, type ItemSummary, itemSummary, listPublishedItems, publishedAddresses, publishedYears, type StoredItem } from '@/platform/cms/itemQueries';
import { getPayloadClient } from '@/platform/cms/client';
import type { ListQuery } from '@/platform/query/listParams';

export const REVISIONS_PAGE_SIZE = 20;

/** A notice as lists show it: the day it takes effect and its document's number. */
export type RevisionSummary = ItemSummary & { effectiveOn: string; documentNumber: string | null };

type Stored = StoredItem & { effectiveOn: string; document?: { documentNumber?: string } | number | null };

/** The id of a visible document by its number, or null. */
async function documentId(documentNumber: string): Promise<number | string | null> {
  const payload = await getPayloadClient();
  const { docs } = await payload.find({ collection: 'documents', where: { documentNumber: { equals: documentNumber } }, limit: 1, depth: 0, overrideAccess: false, select: {} });
  return docs[0]?.id ?? null;
}

/** One page of notices, newest first; `documentNumber` narrows them to one document's history. */
export async function listRevisions(query: ListQuery & { documentNumber?: string }, pageSize = REVISIONS_PAGE_SIZE) {
  const where: Where[] = query.documentNumber ? [{ document: { equals: (await documentId(query.documentNumber)) ?? -1 } }] : [];
  const { docs, total, totalPages } = await listPublishedItems<Stored>('document-revisions', query, {
    pageSize,
    sort: '-publishedAt',
    select: { effectiveOn: true, document: true },
    where,
    depth: 1,
    populate: { documents: { documentNumber: true } },
  });
  const items = docs.map((doc): RevisionSummary => ({
    ...itemSummary(doc),
    effectiveOn: doc.effectiveOn,
    documentNumber: doc.document && typeof doc.document === 'object' ? (doc.document.documentNumber ?? null) : null,
  }));
  return { items, total, totalPages };
}

export const latestRevisions = cache(async (count: number) => (await listRevisions({ page: 1 }, count)).items);
export const revisionYears = cache(() => publishedYears('document-revisions'));
export const revisionBySlug = cache((slug: string, locale: Locale): Promise<DocumentRevision | null> => itemBySlug('document-revisions', slug, locale));
export const revisionAddresses = () => publishedAddresses('document-revisions');
