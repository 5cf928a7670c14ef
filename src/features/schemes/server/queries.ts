import '#server-only';

import { cache } from 'react';

import type { Locale } from '@/i18n/routing';
import type { Scheme as SchemeRecord } from '@/payload-types';
import { getPayloadClient } from '@/platform/cms/client';
import type { SchemeId } from '@/reference/schemes';

/** The records of the given schemes in one language (English falls back to Japanese field by field). */
export const schemeRecords = cache(async (ids: string, locale: Locale): Promise<SchemeRecord[]> => {
  const list = ids.split(',').filter(Boolean) as SchemeId[];
  if (list.length === 0) return [];
  const payload = await getPayloadClient();
  const { docs } = await payload.find({ collection: 'schemes', where: { scheme: { in: list } }, locale, fallbackLocale: 'ja', pagination: false, depth: 0, overrideAccess: false });
  return list.map((id) => docs.find((d) => d.scheme === id)).filter((d): d is SchemeRecord => Boolean(d));
});

/** The shared flow to accreditation in one language. */
export const flowSteps = cache(async (locale: Locale) => {
  const payload = await getPayloadClient();
  const flow = await payload.findGlobal({ slug: 'accreditation-flow', locale, fallbackLocale: 'ja', depth: 0, overrideAccess: false });
  return (flow.steps ?? []).map((s) => ({ title: s.title, text: s.text ?? null }));
});
