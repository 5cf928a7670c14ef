import '#server-only';

import { cache } from 'react';

import type { Locale } from '@/i18n/routing';
import { getPayloadClient } from '@/platform/cms/client';

import type { Anniversary } from '../model';

export type ContributionView = { id: number; anchor: string; title: string; contributor: string; affiliation: string | null; body: string[]; sample: boolean };

/** An anniversary's contributions in display order, in one language (English falls back to Japanese). */
export const contributionsOf = cache(async (anniversary: Anniversary, locale: Locale): Promise<ContributionView[]> => {
  const payload = await getPayloadClient();
  const { docs } = await payload.find({
    collection: 'contributions',
    where: { anniversary: { equals: anniversary } },
    locale,
    fallbackLocale: 'ja',
    sort: 'order',
    pagination: false,
    depth: 0,
    overrideAccess: false,
  });
  return docs.map((d) => ({ id: d.id, anchor: d.anchor, title: d.title, contributor: d.contributor, affiliation: d.affiliation ?? null, body: d.body.split(/\n+/).filter(Boolean), sample: Boolean(d.sample) }));
});
