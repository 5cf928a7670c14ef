import '#server-only';

import { loadMessages } from './messages';
import type { Locale } from './routing';
import { type Formatter, formatterOf, type Namespace, type Translator, translatorOf } from './translators';

/**
 * The translators and formatters of server components, made once per process for each language
 * and namespace rather than once per request (see ./translators.ts), with the same messages
 * (src/i18n/messages.ts), time zone and behaviour as the request configuration
 * (src/i18n/request.ts). The call sites keep next-intl's call and its typed keys, and pass the
 * locale explicitly, as they always have.
 */

/** As next-intl's `getTranslations({ locale, namespace })`, kept per process. The locale is always given. */
export async function getTranslations<N extends Namespace = never>({ locale, namespace }: { locale: Locale; namespace?: N }): Promise<Translator<N>> {
  return translatorOf(locale, await loadMessages(locale), namespace);
}

/** As next-intl's `getFormatter({ locale })`, kept per process. */
export async function getFormatter({ locale }: { locale: Locale }): Promise<Formatter> {
  return formatterOf(locale, await loadMessages(locale));
}
