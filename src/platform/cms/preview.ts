import { localizedHref } from '@/i18n/routing';

/**
 * The address of the draft-preview route for an item, as the "Preview" button in /admin opens
 * it: the route checks that a staff member asks, turns on draft mode and shows the page in the
 * language being edited (src/app/preview/route.ts).
 */
export function previewUrl(path: string | null, locale: string | undefined): string | null {
  if (!path) return null;
  const params = new URLSearchParams({ path, locale: locale === 'en' ? 'en' : 'ja' });
  return `/preview?${params.toString()}`;
}

/** A site path the preview may open: one of the site's own addresses (the home page included, where the menu's draft is seen), never another host. */
const PREVIEW_PATH = /^\/(?:[a-z0-9_-]+(?:\/[a-z0-9_-]+)*)?$/;

export type PreviewTarget = { ok: true; href: string } | { ok: false };

/** Where a preview request leads: a page of this site in Japanese or English, or nothing. */
export function previewTarget(params: URLSearchParams): PreviewTarget {
  const path = params.get('path') ?? '';
  const locale = params.get('locale') ?? 'ja';
  if (!PREVIEW_PATH.test(path) || path.length > 300 || (locale !== 'ja' && locale !== 'en')) return { ok: false };
  return { ok: true, href: localizedHref(path, locale) };
}
