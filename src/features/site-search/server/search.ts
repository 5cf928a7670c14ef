import 'server-only';

import type { Where } from 'payload';

import { getPayloadClient } from '@/platform/payload';
import { foldText, stripLegalEntityWords } from '@/platform/text/normalize';
import type { Locale } from '@/i18n/routing';

import { PAGE_SIZE } from '../params';

export type SiteSearchHit = { path: string; title: string; description: string | null };

/** Published pages in one language whose text contains every word of the query. */
export async function searchPages(query: string, page: number, locale: Locale) {
  const terms = stripLegalEntityWords(foldText(query)).split(' ').filter(Boolean).slice(0, 10);
  if (terms.length === 0) return { hits: [] as SiteSearchHit[], total: 0, totalPages: 0 };
  const payload = await getPayloadClient();
  const where: Where = { and: terms.map((term) => ({ searchText: { contains: term } })) };
  const result = await payload.find({
    collection: 'pages',
    where,
    locale,
    fallbackLocale: locale === 'ja' ? false : 'ja',
    limit: PAGE_SIZE,
    page,
    depth: 0,
    draft: false,
    overrideAccess: false,
    sort: 'path',
    select: { title: true, path: true, meta: true },
  });
  return {
    hits: result.docs.map((doc) => ({
      path: doc.path ?? '/',
      title: doc.title,
      description: doc.meta?.description ?? null,
    })),
    total: result.totalDocs,
    totalPages: result.totalPages,
  };
}
