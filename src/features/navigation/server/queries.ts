import '#server-only';

import { cache } from 'react';

import type { Locale } from '@/i18n/routing';
import { remember } from '@/platform/memo';
import { getPayloadClient } from '@/platform/payload';

import { siteTreeFromGlobal } from '../fromGlobal';
import { menuForLocale, type ResolvedSiteTree } from '../model';

/** The site tree in one language, already cut to the English selection for English. */
export const getSiteTree = cache(
  async (locale: Locale): Promise<ResolvedSiteTree> =>
    remember(`site-tree:${locale}`, async () => {
      const payload = await getPayloadClient();
      const global = await payload.findGlobal({
        slug: 'navigation',
        locale,
        fallbackLocale: 'ja',
        depth: 0,
        overrideAccess: false,
      });
      return menuForLocale(siteTreeFromGlobal(global), locale);
    }),
);

/**
 * Titles of published pages at the given paths, for breadcrumbs: an ancestor's crumb is its
 * page's title. Read from the pages collection by path, the one thing navigation knows of it.
 */
export const getPageTitles = cache(async (pathsKey: string, locale: Locale): Promise<Map<string, string>> => {
  const paths = pathsKey.split('|').filter(Boolean);
  if (paths.length === 0) return new Map();
  // Kept as the site tree is: every dynamic page under a section asks for the same titles.
  return remember(`page-titles:${locale}:${pathsKey}`, () => readPageTitles(paths, locale));
});

async function readPageTitles(paths: string[], locale: Locale): Promise<Map<string, string>> {
  const payload = await getPayloadClient();
  const { docs } = await payload.find({
    collection: 'pages',
    where: { path: { in: paths } },
    locale,
    fallbackLocale: 'ja',
    limit: paths.length,
    depth: 0,
    draft: false,
    overrideAccess: false,
    select: { title: true, path: true },
  });
  return new Map(docs.filter((d) => d.path && d.title).map((d) => [d.path as string, d.title]));
}
