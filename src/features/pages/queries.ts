import 'server-only';

import config from '@payload-config';
import { getPayload } from 'payload';
import { cache } from 'react';

import { siteTreeFromGlobal } from '@/features/navigation/fromGlobal';
import { remember } from '@/features/navigation/memo';
import { menuForLocale, type ResolvedSiteTree } from '@/features/navigation/model';
import type { Locale } from '@/i18n/routing';
import type { Page } from '@/payload-types';

export const getPayloadClient = cache(() => getPayload({ config }));

/** A published page by its locale-less path, in one language (missing fields fall back to Japanese). */
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
  return docs[0] ?? null;
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

/** Titles of published pages at the given paths, for breadcrumbs. */
export const getPageTitles = cache(async (pathsKey: string, locale: Locale): Promise<Map<string, string>> => {
  const paths = pathsKey.split('|').filter(Boolean);
  if (paths.length === 0) return new Map();
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
 * The redirect staff configured for a public address, if any: to a page (its locale-less path,
 * shown in the visitor's language) or to an address written out in full.
 */
export type RedirectTarget = { permanent: boolean } & ({ pagePath: string } | { url: string });

export const findRedirect = cache(async (publicPath: string): Promise<RedirectTarget | null> => {
  const payload = await getPayloadClient();
  const { docs } = await payload.find({
    collection: 'redirects',
    where: { from: { in: [publicPath, `${publicPath}/`] } },
    limit: 1,
    depth: 1,
    overrideAccess: false,
  });
  const redirect = docs[0];
  if (!redirect) return null;
  const permanent = redirect.type !== '302';
  if (redirect.to?.type === 'custom' && redirect.to.url) return { url: redirect.to.url, permanent };
  const ref = redirect.to?.reference?.value;
  if (ref && typeof ref === 'object' && 'path' in ref && ref.path) return { pagePath: ref.path, permanent };
  return null;
});
