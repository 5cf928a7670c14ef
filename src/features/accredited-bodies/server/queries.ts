import '#server-only';

import type { Where } from 'payload';
import { cache } from 'react';

import { getPayloadClient } from '@/platform/payload';
import { queryTerms } from '@/platform/text/normalize';
import type { AccreditedBody } from '@/payload-types';

import { type BodySearch, PAGE_SIZE } from '../searchParams';
import { todayInJapan } from '@/platform/time/japan';

/** Accredited today (suspended included): not ended, not past expiry. Computed from today's date. */
export function currentWhere(today = todayInJapan()): Where {
  return {
    and: [{ or: [{ endedOn: { exists: false } }, { endedOn: { equals: '' } }, { endedOn: { greater_than: today } }] }, { expiryDate: { greater_than_equal: today } }],
  };
}

export function bodySearchWhere(search: BodySearch, today = todayInJapan()): Where {
  const conditions: Where[] = [];
  if (search.scheme) conditions.push({ scheme: { equals: search.scheme } });
  if (search.prefecture) conditions.push({ prefecture: { equals: search.prefecture } });
  if (search.scope) conditions.push({ 'scopes.code': { equals: search.scope } });
  for (const term of queryTerms(search.name).slice(0, 8)) conditions.push({ nameKey: { contains: term } });
  for (const term of queryTerms(search.keyword).slice(0, 8)) conditions.push({ searchKey: { contains: term } });
  if (search.status === 'current') conditions.push(currentWhere(today));
  return conditions.length ? { and: conditions } : {};
}

const listFields = {
  accreditationNumber: true,
  nameJa: true,
  nameEn: true,
  abbreviationJa: true,
  abbreviationEn: true,
  scheme: true,
  inspectionType: true,
  prefecture: true,
  country: true,
  expiryDate: true,
  suspensionStart: true,
  suspensionEnd: true,
  endedOn: true,
  sample: true,
} as const;

export type BodyListItem = Pick<AccreditedBody, keyof typeof listFields | 'id'>;

/** The order of every list of a search (page, download, open-data API), so they agree. */
const SEARCH_ORDER = 'accreditationNumber';

/** One page of a search under the search page's conditions, access rules and order. */
async function searchPage(search: BodySearch, options: { limit: number; depth: number; select?: typeof listFields }) {
  const payload = await getPayloadClient();
  return payload.find({ collection: 'accredited-bodies', where: bodySearchWhere(search), sort: SEARCH_ORDER, page: search.page, overrideAccess: false, ...options });
}

/** One page of a search, for visitors: the list's fields. */
export async function searchBodies(search: BodySearch) {
  const result = await searchPage(search, { limit: PAGE_SIZE, depth: 0, select: listFields });
  return { items: result.docs as BodyListItem[], total: result.totalDocs, totalPages: result.totalPages };
}

/** One page of a search with whole records (certificate files included), `perPage` a page: the open-data API's pages. */
export async function searchBodyRecords(search: BodySearch, perPage: number) {
  const result = await searchPage(search, { limit: perPage, depth: 1 });
  return { items: result.docs as AccreditedBody[], total: result.totalDocs, totalPages: result.totalPages };
}

/** When the directory last changed: the newest update of any record. */
export const directoryUpdatedAt = cache(async (): Promise<string | null> => {
  const payload = await getPayloadClient();
  const { docs } = await payload.find({
    collection: 'accredited-bodies',
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    overrideAccess: false,
    select: { updatedAt: true },
  });
  return docs[0]?.updatedAt ?? null;
});

/** A body by its accreditation number (current or former), with its certificates. */
export const bodyByNumber = cache(async (number: string): Promise<AccreditedBody | null> => {
  const payload = await getPayloadClient();
  const { docs } = await payload.find({
    collection: 'accredited-bodies',
    where: { or: [{ accreditationNumber: { equals: number } }, { oldAccreditationNumber: { equals: number } }] },
    limit: 1,
    depth: 1,
    overrideAccess: false,
  });
  return docs[0] ?? null;
});

/** Every body matching a search, in pages of `batch` read one after another, for downloads; bounded. */
export async function* matchingBodies(search: BodySearch, max: number, batch = 500): AsyncGenerator<AccreditedBody[]> {
  const payload = await getPayloadClient();
  for (let page = 1, read = 0; read < max; page++) {
    const { docs, hasNextPage } = await payload.find({
      collection: 'accredited-bodies',
      where: bodySearchWhere(search),
      sort: SEARCH_ORDER,
      page,
      limit: Math.min(batch, max - read),
      depth: 0,
      overrideAccess: false,
    });
    read += docs.length;
    yield docs;
    if (!hasNextPage || docs.length === 0) return;
  }
}

/** Every body's page for the sitemap (each exists in both languages). */
export async function bodySitemapPages() {
  const payload = await getPayloadClient();
  const { docs } = await payload.find({ collection: 'accredited-bodies', pagination: false, depth: 0, overrideAccess: false, select: { accreditationNumber: true, updatedAt: true } });
  return docs.map((doc) => ({ path: `/certification_institutions/${encodeURIComponent(doc.accreditationNumber)}`, lastmod: doc.updatedAt, english: true }));
}
