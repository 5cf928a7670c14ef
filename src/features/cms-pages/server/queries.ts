import '#server-only';

import { cache } from 'react';

import { withDocumentTitles } from '@/features/documents';
import type { Locale } from '@/i18n/routing';
import type { Page } from '@/payload-types';
import { getPayloadClient } from '@/platform/cms/client';
import type { SitemapPage } from '@/platform/seo/sitemap';

/**
 * A published page by its locale-less path, in one language (missing fields fall back to
 * Japanese), with each document it names by number titled from the documents collection.
 */
export const getPublishedPage = cache(async (path: string, locale: Locale): Promise<Page | null> => {
  const payload = await getPayloadClient();
  const { docs } = await payload.find({
    collection: 'pages',
    where: { path: { equals: path } },
    locale,
    fallbackLocale: 'ja',
    limit: 1,
    depth: 1,
    draft: false,
    overrideAccess: false,
  });
  return docs[0] ? withDocumentTitles(docs[0], locale) : null;
});

/** Whether a page has been written in a language (its title exists there, without fallback). */
export const pageExistsIn = cache(async (path: string, locale: Locale): Promise<boolean> => {
  if (locale === 'ja') return (await getPublishedPage(path, 'ja')) !== null;
  const payload = await getPayloadClient();
  const { docs } = await payload.find({
    collection: 'pages',
    where: { path: { equals: path } },
    locale,
    fallbackLocale: false,
    limit: 1,
    depth: 0,
    draft: false,
    overrideAccess: false,
    select: { title: true },
  });
  return Boolean(docs[0]?.title);
});

/** Every published page path, with the languages it is written in: for prerendering. */
export async function getPublishedPaths(): Promise<{ path: string; locales: Locale[] }[]> {
  const payload = await getPayloadClient();
  const { docs } = await payload.find({
    collection: 'pages',
    locale: 'en',
    fallbackLocale: false,
    pagination: false,
    depth: 0,
    draft: false,
    overrideAccess: false,
    select: { path: true, title: true },
  });
  return docs
    .filter((d) => d.path)
    .map((d) => ({ path: d.path as string, locales: d.title ? (['ja', 'en'] as Locale[]) : (['ja'] as Locale[]) }));
}

/** Every published page for the sitemap: its path, last change and whether it is written in English. */
export async function cmsSitemapPages(): Promise<SitemapPage[]> {
  const payload = await getPayloadClient();
  const { docs } = await payload.find({
    collection: 'pages',
    locale: 'en',
    fallbackLocale: false,
    pagination: false,
    depth: 0,
    draft: false,
    overrideAccess: false,
    select: { path: true, title: true, updatedAt: true },
  });
  return docs.filter((d) => d.path).map((d) => ({ path: d.path as string, lastmod: d.updatedAt, english: Boolean(d.title) }));
}
