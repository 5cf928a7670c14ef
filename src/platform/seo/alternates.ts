import type { Metadata } from 'next';

import { localizedHref, type Locale } from '@/i18n/routing';

/**
 * The canonical address of a page in one language and its `hreflang` alternates: `ja`, `en`
 * (when the page exists in English) and `x-default` (the Japanese page, the site's default).
 */
export function languageAlternates(path: string, locale: Locale, { english = true }: { english?: boolean } = {}): Metadata['alternates'] {
  const languages: Record<string, string> = { ja: localizedHref(path, 'ja'), 'x-default': localizedHref(path, 'ja') };
  if (english) languages.en = localizedHref(path, 'en');
  return { canonical: localizedHref(path, locale), languages };
}
