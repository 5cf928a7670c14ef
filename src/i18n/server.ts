import '#server-only';

import type { getFormatter as nextIntlGetFormatter, getTranslations as nextIntlGetTranslations } from 'next-intl/server';

import { loadMessages } from './messages';
import type { Locale } from './routing';
import { formatterOf, translatorOf } from './translators';

/**
 * The translators and formatters of server components, made once per process for each language
 * and namespace rather than once per request (see ./translators.ts), with the same messages
 * (src/i18n/messages.ts), time zone and behaviour as the request configuration
 * (src/i18n/request.ts). The call sites keep next-intl's signatures and types, and pass the
 * locale explicitly, as they always have.
 */

type TranslationsOptions = { locale: Locale; namespace?: string };

async function translations({ locale, namespace }: TranslationsOptions) {
  return translatorOf(locale, await loadMessages(locale), namespace as never);
}

/** next-intl's `getTranslations({ locale, namespace })`, kept per process. The locale is always given. */
export const getTranslations = translations as unknown as typeof nextIntlGetTranslations;

async function formatter({ locale }: { locale: Locale }) {
  return formatterOf(locale, await loadMessages(locale));
}

/** next-intl's `getFormatter({ locale })`, kept per process. */
export const getFormatter = formatter as unknown as typeof nextIntlGetFormatter;
