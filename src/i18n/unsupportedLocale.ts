import { locales } from './routing';

// A first segment shaped like a language tag (`fr`, `zh-cn`, `pt-BR`) that the site does not offer.
const LANGUAGE_TAG = /^[a-z]{2}(?:-[a-z]{2,4})?$/i;

/**
 * `/fr/about` -> `/about`: an address in a language the site does not offer shows the Japanese page.
 * Returns null when the path needs no redirect.
 */
export function unsupportedLocaleRedirect(pathname: string): string | null {
  const [, first, ...rest] = pathname.split('/');
  if (!first || !LANGUAGE_TAG.test(first)) return null;
  if ((locales as readonly string[]).includes(first)) return null;
  // `/EN/...` or `/Ja/...`: a supported language in the wrong case.
  const lower = first.toLowerCase();
  if ((locales as readonly string[]).includes(lower)) {
    return lower === 'ja' ? `/${rest.join('/')}` : `/${lower}${rest.length ? '/' + rest.join('/') : ''}`;
  }
  return `/${rest.join('/')}`;
}
