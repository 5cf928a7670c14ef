import '#server-only';

import { siteFeatures } from '@/features/site.registry';
import { type SitemapPage, sitemapIndexResponse, sitemapResponse } from '@/platform/seo/sitemap';

/**
 * The site's pages: those written in /admin, those the code draws and every published item, as
 * each feature declares them (its `site.sitemap`). Search results, forms' later steps and exports
 * are left out: they are answers to a visitor, not pages to index.
 */
async function sitePages(): Promise<SitemapPage[]> {
  const lists = await Promise.all(siteFeatures.map((f) => f.site.sitemap?.() ?? []));
  return lists.flat();
}

/** The features with sitemap files of their own (the two directories). */
const withFiles = siteFeatures.flatMap((f) => (f.site.sitemapFiles ? [f.site.sitemapFiles] : []));

const newest = (dates: (string | undefined | null)[]) =>
  dates
    .filter((d): d is string => Boolean(d))
    .sort()
    .at(-1);

/**
 * The sitemap index at /sitemap.xml: the site's pages, then each directory's files (the
 * certified organisations in as many as the 50,000-address limit needs).
 */
export async function sitemapIndex(): Promise<Response> {
  const [pages, ...files] = await Promise.all([sitePages(), ...withFiles.map((f) => f.list())]);
  return sitemapIndexResponse([
    { path: '/sitemaps/pages.xml', lastmod: newest(pages.map((p) => p.lastmod)) },
    ...files.flat().map((file) => ({ path: `/sitemaps/${file.name}`, lastmod: file.lastmod })),
  ]);
}

/** One sitemap file by its name, or `null` when there is no such file. */
export async function sitemapFile(name: string): Promise<Response | null> {
  if (name === 'pages.xml') return sitemapResponse(once(sitePages()));
  for (const files of withFiles) {
    const pages = await files.pages(name);
    if (pages) return sitemapResponse(pages);
  }
  return null;
}

async function* once<T>(value: Promise<T>): AsyncGenerator<T> {
  yield await value;
}
