import '#server-only';

import { cache } from 'react';

import type { Locale } from '@/i18n/routing';
import type { Media, Organisation } from '@/payload-types';
import { remember } from '@/platform/memo';
import { getPayloadClient } from '@/platform/cms/client';

import type { BusinessHours, MonthDay } from '../model';

export type OrganisationView = {
  sample: boolean;
  profile: {
    name: string;
    corporateNumber: string | null;
    invoiceNumber: string | null;
    president: string | null;
    established: string | null;
    publicInterestSince: string | null;
    outline: string | null;
    supervisoryAuthority: string | null;
    basicAssetsThousandYen: number | null;
    purposes: string[];
  };
  contact: {
    postalCode: string | null;
    address: string;
    telephone: string | null;
    fax: string | null;
    stations: { line: string; station: string; walkMinutes: number }[];
    directions: string[];
    map: { url: string; alt: string; width: number | null; height: number | null } | null;
    mapLink: string | null;
  };
  hours: BusinessHours;
};

function view(global: Organisation): OrganisationView {
  const map = global.contact?.map && typeof global.contact.map === 'object' ? (global.contact.map as Media) : null;
  const hours = global.hours;
  return {
    sample: Boolean(global.sample),
    profile: {
      name: global.profile.name,
      corporateNumber: global.profile.corporateNumber ?? null,
      invoiceNumber: global.profile.invoiceNumber ?? null,
      president: global.profile.president ?? null,
      established: global.profile.established ?? null,
      publicInterestSince: global.profile.publicInterestSince ?? null,
      outline: global.profile.outline ?? null,
      supervisoryAuthority: global.profile.supervisoryAuthority ?? null,
      basicAssetsThousandYen: global.profile.basicAssetsThousandYen ?? null,
      purposes: (global.profile.purposes ?? []).map((p) => p.text),
    },
    contact: {
      postalCode: global.contact?.postalCode ?? null,
      address: global.contact?.address ?? '',
      telephone: global.contact?.telephone ?? null,
      fax: global.contact?.fax ?? null,
      stations: (global.contact?.stations ?? []).map((s) => ({ line: s.line, station: s.station, walkMinutes: s.walkMinutes })),
      directions: (global.contact?.directions ?? '').split(/\n+/).filter(Boolean),
      map: map?.url ? { url: map.url, alt: map.alt ?? '', width: map.width ?? null, height: map.height ?? null } : null,
      mapLink: global.contact?.mapLink ?? null,
    },
    hours: {
      opens: hours?.opens ?? '09:30',
      closes: hours?.closes ?? '17:30',
      breakStarts: hours?.breakStarts ?? '12:00',
      breakEnds: hours?.breakEnds ?? '13:00',
      yearEndFirst: (hours?.yearEndFirst ?? '12-29') as MonthDay,
      yearEndLast: (hours?.yearEndLast ?? '01-03') as MonthDay,
      halfDay: (hours?.halfDay || null) as MonthDay | null,
      halfDayCloses: hours?.halfDayCloses ?? '12:00',
    },
  };
}

/** The organisation's facts in one language (English falls back to Japanese field by field). */
export const getOrganisation = cache(
  async (locale: Locale): Promise<OrganisationView> =>
    remember(`organisation:${locale}`, async () => {
      const payload = await getPayloadClient();
      const global = await payload.findGlobal({ slug: 'organisation', locale, fallbackLocale: 'ja', depth: 1, overrideAccess: false });
      return view(global);
    }),
);
