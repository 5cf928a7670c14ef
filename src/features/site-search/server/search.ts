import '#server-only';

import type { Where } from 'payload';

import { siteFeatures } from '@/features/site.registry';
import { textOf } from '@/platform/cms/fieldOf';
import type { Locale } from '@/i18n/routing';
import type { SearchHit } from '@/platform/features';
import { getPayloadClient } from '@/platform/cms/client';
import { foldText, stripLegalEntityWords } from '@/platform/text/normalize';

import { PAGE_SIZE } from '../params';

export type SiteSearchHit = SearchHit & { title: string };

/** The most hits read from each kind of content: enough for any real query on a site this size. */
const PER_SOURCE = 200;

/** What each feature lets site search find (its `site.search`): pages, news, calls for comment, revisions, vacancies, documents and forms. */
const sources = siteFeatures.flatMap((f) => f.site.search ?? []);

/**
 * Everything a visitor can read, in their language, whose text holds every word of the query:
 * pages written in /admin, news, calls for comment, revision notices, vacancies, documents and
 * forms. Only what is published and due is found (each collection's own read access decides).
 * Hits whose title holds every word come first, then the newest; pages of PAGE_SIZE.
 */
export async function searchSite(query: string, page: number, locale: Locale) {
  const terms = stripLegalEntityWords(foldText(query)).split(' ').filter(Boolean).slice(0, 10);
  if (terms.length === 0) return { hits: [] as SiteSearchHit[], total: 0, totalPages: 0 };
  const payload = await getPayloadClient();
  const where: Where = { and: terms.map((term) => ({ searchText: { contains: term } })) };
  const found = await Promise.all(
    sources.map(async (source) => {
      const result = await payload.find({
        collection: source.collection,
        where,
        locale,
        fallbackLocale: source.fallback && locale !== 'ja' ? 'ja' : false,
        limit: PER_SOURCE,
        depth: 0,
        draft: false,
        overrideAccess: false,
        select: { title: true, updatedAt: true, ...source.select },
      });
      const hits = result.docs.flatMap((doc) => {
        const title = textOf(doc, 'title');
        const hit = title ? source.hit(doc) : null;
        return hit && title ? [{ ...hit, title }] : [];
      });
      return { hits, total: result.totalDocs };
    }),
  );
  const inTitle = (hit: SiteSearchHit) => terms.every((term) => foldText(hit.title).includes(term));
  const hits = found
    .flatMap((f) => f.hits)
    .sort((a, b) => Number(inTitle(b)) - Number(inTitle(a)) || (b.date ?? '').localeCompare(a.date ?? '') || a.title.localeCompare(b.title, 'ja'));
  const total = found.reduce((sum, f) => sum + Math.min(f.total, PER_SOURCE), 0);
  return { hits: hits.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), total, totalPages: Math.ceil(total / PAGE_SIZE) };
}
