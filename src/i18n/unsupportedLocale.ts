import { locales } from './routing';

// A first segment shaped like a language address (`fr`, `zh-cn`, `pt-BR`, `zh-hant`): a two-letter
// language, then optionally a two-letter region or the Chinese script tags.
const LANGUAGE_TAG = /^([a-z]{2})(?:-(?:[a-z]{2}|hans|hant))?$/i;
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/** Whether the segment names a real language, so `/no-such` or `/xx/...` stay ordinary (404) paths. */
function isLanguageAddress(segment: string): boolean {
  const language = LANGUAGE_TAG.exec(segment)?.[1];
  return language !== undefined && languageNames.of(language.toLowerCase()) !== undefined;
}

/**
 * `/fr/about` -> `/about`: an address in a language the site does not offer shows the Japanese page.
 * Returns null when the path needs no redirect.
 */
export function unsupportedLocaleRedirect(pathname: string): string | null {
  const [, first, ...rest] = pathname.split('/');
  if (!first || !isLanguageAddress(first)) return null;
  if ((locales as readonly string[]).includes(first)) return null;
  // `/EN/...` or `/Ja/...`: a supported language in the wrong case.
  const lower = first.toLowerCase();
  if ((locales as readonly string[]).includes(lower)) {
    return lower === 'ja' ? `/${rest.join('/')}` : `/${lower}${rest.length ? '/' + rest.join('/') : ''}`;
  }
  return `/${rest.join('/')}`;
}
