import 'server-only';

import { cache } from 'react';

import type { Locale } from '@/i18n/routing';
import type { Page } from '@/payload-types';
import { getPayloadClient } from '@/platform/payload';

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
