/**
 * Shared types of the reference-data modules.
 *
 * Reference data is static, bilingual and safe to import from both server and client components.
 */

/** A display name in both site languages. Japanese is the default language of the site. */
export type LocalizedName = { ja: string; en: string };

/** The languages a {@link LocalizedName} carries. Matches the site locales (`ja`, `en`). */
export type ReferenceLocale = keyof LocalizedName;

/** The name in the given locale. */
export function localize(name: LocalizedName, locale: ReferenceLocale): string {
  return name[locale];
}
