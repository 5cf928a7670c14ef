import '#server-only';

import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { cache } from 'react';

import { localizedHref, type Locale } from '@/i18n/routing';
import { getPayloadClient } from '@/platform/cms/client';

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

/**
 * Follows the redirect staff configured for an address (the `redirects` collection of Payload's
 * redirects plugin), if any: it throws, as Next's redirects do. Every route that is about to
 * answer 404 asks first, so a redirect works whichever route owns the address (`/en` after the
 * news list's address, an old address under a list, a page that moved).
 */
export async function followConfiguredRedirect(path: string, locale: Locale): Promise<void> {
  const configured = await findRedirect(localizedHref(path, locale));
  if (!configured) return;
  const target = 'pagePath' in configured ? localizedHref(configured.pagePath, locale) : configured.url;
  if (configured.permanent) permanentRedirect(target);
  redirect(target);
}

/** 404, unless staff configured a redirect for the address. */
export async function notFoundUnlessRedirected(path: string, locale: Locale): Promise<never> {
  await followConfiguredRedirect(path, locale);
  notFound();
}
