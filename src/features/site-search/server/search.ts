import '#server-only';

import type { Where } from 'payload';

import { revisionPath } from '@/features/document-revisions';
import { tabPath } from '@/features/documents';
import { newsItemPath } from '@/features/news';
import { commentPath } from '@/features/public-comments';
import { postingPath } from '@/features/recruitment';
import type { Locale } from '@/i18n/routing';
import { fieldOf } from '@/platform/cms/fieldOf';
import { getPayloadClient } from '@/platform/payload';
import { foldText, stripLegalEntityWords } from '@/platform/text/normalize';

import { PAGE_SIZE } from '../params';

export type HitKind = 'page' | 'news' | 'comment' | 'revision' | 'posting' | 'document' | 'form';
export type SiteSearchHit = { kind: HitKind; href: string; title: string; description: string | null; date: string | null };

/** The most hits read from each kind of content: enough for any real query on a site this size. */
const PER_SOURCE = 200;

/** The collections searched: each has a title. */
type Searched = 'pages' | 'news' | 'public-comments' | 'document-revisions' | 'job-postings' | 'documents';

type Doc = { id: number; title?: string | null; updatedAt?: string };

type Source = {
  collection: Searched;
  select: Record<string, true>;
  /** Items read in English only when written in English; pages fall back to Japanese like the page itself. */
  fallback: boolean;
  hit: (doc: Doc) => Omit<SiteSearchHit, 'title'> | null;
};

const str = (value: unknown) => (typeof value === 'string' ? value : null);

const sources: Source[] = [
  {
    collection: 'pages',
    select: { path: true, meta: true },
    fallback: true,
    hit: (doc) => ({ kind: 'page', href: str(fieldOf(doc, 'path')) ?? '/', description: str(fieldOf(fieldOf(doc, 'meta'), 'description')), date: null }),
  },
  { collection: 'news', select: { slug: true, publishedAt: true }, fallback: false, hit: (doc) => item('news', newsItemPath, doc) },
  { collection: 'public-comments', select: { slug: true, publishedAt: true }, fallback: false, hit: (doc) => item('comment', commentPath, doc) },
  { collection: 'document-revisions', select: { slug: true, publishedAt: true }, fallback: false, hit: (doc) => item('revision', revisionPath, doc) },
  { collection: 'job-postings', select: { slug: true, publishedAt: true }, fallback: false, hit: (doc) => item('posting', postingPath, doc) },
  {
    collection: 'documents',
    select: { kind: true, documentNumber: true, publishedAt: true },
    fallback: false,
    // A document is found on its tab, filtered to its number: linkable, and the row shows every detail.
    hit: (doc) => {
      const kind = fieldOf(doc, 'kind') === 'form' ? 'form' : 'document';
      const number = str(fieldOf(doc, 'documentNumber')) ?? '';
      return { kind, href: `${tabPath(kind)}?${new URLSearchParams({ q: number }).toString()}`, description: number, date: str(fieldOf(doc, 'publishedAt')) };
    },
  },
];

function item(kind: HitKind, path: (slug: string) => string, doc: Doc): Omit<SiteSearchHit, 'title'> | null {
  const slug = str(fieldOf(doc, 'slug'));
  return slug ? { kind, href: path(slug), description: null, date: str(fieldOf(doc, 'publishedAt')) } : null;
}

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
        const hit = doc.title ? source.hit(doc) : null;
        return hit ? [{ ...hit, title: doc.title }] : [];
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
