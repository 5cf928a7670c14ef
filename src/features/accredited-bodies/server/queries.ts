import '#server-only';

import { cache } from 'react';

import { ADDRESSES, below } from '@/i18n/addresses';
import { getPayloadClient } from '@/platform/cms/client';
import type { AccreditedBody } from '@/payload-types';

import { type BodySearch, PAGE_SIZE } from '../searchParams';
import { directoryRecords } from './dataset';
import { lastChange, matchingBodies } from './searchIndex';

export type { BodyListItem } from './searchIndex';

/**
 * Records by id in the order given, under the visitor's access rules (a search's ids come from
 * the kept index, searchIndex.ts; the records themselves are read fresh).
 */
async function bodiesByIds(ids: number[], depth: number) {
  if (!ids.length) return [];
  const payload = await getPayloadClient();
  const { docs } = await payload.find({ collection: 'accredited-bodies', where: { id: { in: ids } }, pagination: false, depth, overrideAccess: false });
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  return ids.map((id) => byId.get(id)).filter((doc) => doc !== undefined);
}

/** One page of a list, `perPage` a page, and how many there are in all. */
function pageOf<T>(all: T[], page: number, perPage: number) {
  const from = (page - 1) * perPage;
  return { items: all.slice(from, from + perPage), total: all.length, totalPages: Math.ceil(all.length / perPage) };
}

/** One page of a search, for visitors: what the list shows, from the kept index alone. */
export async function searchBodies(search: BodySearch) {
  return pageOf(await matchingBodies(await getPayloadClient(), search), search.page, PAGE_SIZE);
}

/** One page of a search with whole records (certificate files included), `perPage` a page: the open-data API's pages. */
export async function searchBodyRecords(search: BodySearch, perPage: number) {
  const page = pageOf(await matchingBodies(await getPayloadClient(), search), search.page, perPage);
  return { ...page, items: (await bodiesByIds(page.items.map((item) => item.id), 1)) as AccreditedBody[] };
}

/** When the directory last changed: the newest update of any record. */
export const directoryUpdatedAt = cache(async (): Promise<string | null> => lastChange(await getPayloadClient()));

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

/** Every body matching a search, in batches of `batch` read one after another, for downloads; bounded. */
export async function* matchingRecords(search: BodySearch, max: number, batch = 500): AsyncGenerator<AccreditedBody[]> {
  yield* directoryRecords(await getPayloadClient(), search, max, batch);
}

/** Every body's page for the sitemap (each exists in both languages). */
export async function bodySitemapPages() {
  const payload = await getPayloadClient();
  const { docs } = await payload.find({ collection: 'accredited-bodies', pagination: false, depth: 0, overrideAccess: false, select: { accreditationNumber: true, updatedAt: true } });
  return docs.map((doc) => ({ path: below(ADDRESSES.accreditedBodies, encodeURIComponent(doc.accreditationNumber)), lastmod: doc.updatedAt, english: true }));
}
