import '#server-only';

import type { Where } from 'payload';
import { cache } from 'react';

import type { Locale } from '@/i18n/routing';
import { previewing } from '@/platform/cms/draftPreview';
import { remember } from '@/platform/memo';
import { getPayloadClient } from '@/platform/cms/client';

import { type LinkedPage, linkedPageIds, siteTreeFromGlobal } from '../fromGlobal';
import { menuForLocale, type ResolvedSiteTree } from '../model';

/**
 * The site tree in one language, already cut to the English selection for English. Staff previewing
 * (draft mode, which only /preview turns on after checking an editor's session) see the menu's latest
 * draft; everyone else the published menu, kept for a while per process.
 */
export const getSiteTree = cache(async (locale: Locale): Promise<ResolvedSiteTree> => {
  if (await previewing()) return readSiteTree(locale, true);
  return remember(`site-tree:${locale}`, () => readSiteTree(locale, false));
});

async function readSiteTree(locale: Locale, draft: boolean): Promise<ResolvedSiteTree> {
  const payload = await getPayloadClient();
  const global = await payload.findGlobal({
    slug: 'navigation',
    locale,
    fallbackLocale: 'ja',
    depth: 0,
    draft,
    overrideAccess: draft,
  });
  const pages = await readLinkedPages(linkedPageIds(global), locale);
  return menuForLocale(siteTreeFromGlobal(global, locale, pages), locale);
}

/** The published pages the menu links to: their addresses and titles, in one read. */
async function readLinkedPages(ids: string[], locale: Locale): Promise<Map<string, LinkedPage>> {
  const pages = await publishedPages({ id: { in: ids } }, ids.length, locale);
  return new Map(pages.map((p) => [p.id, { path: p.path, title: p.title }]));
}

/**
 * Titles of published pages at the given paths, for breadcrumbs: an ancestor's crumb is its
 * page's title. Read from the pages collection by path, the one thing navigation knows of it.
 */
export const getPageTitles = cache(async (pathsKey: string, locale: Locale): Promise<Map<string, string>> => {
  const paths = pathsKey.split('|').filter(Boolean);
  if (paths.length === 0) return new Map();
  // Kept as the site tree is: every dynamic page under a section asks for the same titles.
  return remember(`page-titles:${locale}:${pathsKey}`, async () => new Map((await publishedPages({ path: { in: paths } }, paths.length, locale)).map((p) => [p.path, p.title])));
});

/** Published pages' ids, addresses and titles in one language (at most `limit`, the number asked for). */
async function publishedPages(where: Where, limit: number, locale: Locale): Promise<{ id: string; path: string; title: string }[]> {
  if (limit === 0) return [];
  const payload = await getPayloadClient();
  const { docs } = await payload.find({
    collection: 'pages',
    where,
    locale,
    fallbackLocale: 'ja',
    limit,
    depth: 0,
    draft: false,
    overrideAccess: false,
    select: { title: true, path: true },
  });
  return docs.filter((d) => d.path && d.title).map((d) => ({ id: String(d.id), path: d.path as string, title: d.title }));
}
