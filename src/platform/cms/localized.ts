import type { Locale } from '@/i18n/routing';

/** A localized field read with `locale: 'all'`: its text per language. */
export type PerLocale<T = string> = Partial<Record<Locale, T | null>> | null | undefined;

/** The text in one language, or null when it was not written in that language. */
export function inLocale<T>(value: PerLocale<T> | T, locale: Locale): T | null {
  if (value && typeof value === 'object' && !Array.isArray(value) && ('ja' in value || 'en' in value)) {
    return ((value as Partial<Record<Locale, T | null>>)[locale] ?? null) as T | null;
  }
  return locale === 'ja' ? ((value as T) ?? null) : null;
}

/**
 * Documents read with `locale: 'all'`, in the shape the caller's `select` asked for. Payload's
 * generated types describe a document in one language; read in every language at once, each
 * localized field is an object by language instead (`{ ja, en }`), which no generated type says.
 * This is the one place that states the shape: the caller names it, as it named the fields.
 */
export const inAllLocales = <Doc>(docs: readonly object[]): Doc[] => docs as Doc[];
