import '#server-only';

import { cache } from 'react';

import type { Locale } from '@/i18n/routing';
import { getPayloadClient } from '@/platform/cms/client';

import type { RosterGroup, RosterRole } from '../model';

export type RosterPerson = { id: number; group: RosterGroup; role: RosterRole | null; tenure: 'fullTime' | 'partTime'; name: string; affiliation: string | null; sample: boolean };

/** Everyone on the roster in one language (English falls back to Japanese, as names often are), in display order. */
export const rosterEntries = cache(async (locale: Locale): Promise<RosterPerson[]> => {
  const payload = await getPayloadClient();
  const { docs } = await payload.find({ collection: 'roster-entries', locale, fallbackLocale: 'ja', pagination: false, sort: 'order', depth: 0, overrideAccess: false });
  return docs.map((d) => ({
    id: d.id,
    group: d.group as RosterGroup,
    role: (d.role ?? null) as RosterRole | null,
    tenure: d.tenure as 'fullTime' | 'partTime',
    name: d.name,
    affiliation: d.affiliation ?? null,
    sample: Boolean(d.sample),
  }));
});
