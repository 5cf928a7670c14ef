import { defineRouting } from 'next-intl/routing';

export const locales = ['ja', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'ja';

export const routing = defineRouting({
  locales,
  defaultLocale,
  // Japanese at the root, English under /en.
  localePrefix: 'as-needed',
  // The language follows the address only: the root is always Japanese, whatever the browser says.
  localeDetection: false,
  // No cookie either: static pages stay cacheable and the address alone decides the language.
  localeCookie: false,
  alternateLinks: true,
});

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The public address of a locale-less path in a locale: `/about` -> `/en/about`. */
export function localizedHref(path: string, locale: Locale): string {
  const clean = path === '/' ? '' : path;
  if (locale === defaultLocale) return clean || '/';
  return `/${locale}${clean}`;
}
