import { defineRouting } from 'next-intl/routing';

export const locales = ['ja', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'ja';
/** Every date and time the site shows is Japan's. */
export const TIME_ZONE = 'Asia/Tokyo';
/**
 * The locale `Intl` formats each language in. English is British English, so that a date reads
 * "28 November 2026" wherever it is formatted (docs/glossary.md), never "November 28, 2026".
 */
export const intlLocale: Record<Locale, string> = { ja: 'ja-JP', en: 'en-GB' };

/**
 * Japanese at the root, English under /en. The address alone decides the language (no detection,
 * no cookie): Japanese routes live in src/app/(ja), English ones in src/app/(en)/en, with no
 * rewrite or proxy in between (docs/decisions/0001 and 0008). next-intl is used for messages
 * and formatting only.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
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
