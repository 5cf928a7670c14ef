import 'server-only';

import type { getFormatter as nextIntlGetFormatter, getTranslations as nextIntlGetTranslations } from 'next-intl/server';
import { _createCache, _createIntlFormatters, createFormatter, createTranslator } from 'use-intl/core';

import { loadMessages } from './messages';
import { TIME_ZONE, type Locale } from './routing';

/**
 * The translators and formatters of server components, made once per process for each language
 * and namespace rather than once per request.
 *
 * next-intl's own `getTranslations` builds a translator, its message-format cache and its `Intl`
 * formatters anew for every request (they live in React's request cache), so every page parsed
 * each message it showed again; on a directory search that was about a tenth of the render. The
 * messages are part of the build and the same for every visitor, so the parsed messages and the
 * formatters are kept here, with the same messages (src/i18n/messages.ts), time zone and
 * behaviour as the request configuration (src/i18n/request.ts). The call sites keep
 * next-intl's signatures and types, and pass the locale explicitly, as they always have.
 */

type Tools = { messages: Awaited<ReturnType<typeof loadMessages>>; cache: ReturnType<typeof _createCache>; formatters: ReturnType<typeof _createIntlFormatters> };

const tools = new Map<Locale, Promise<Tools>>();

function toolsFor(locale: Locale): Promise<Tools> {
  let found = tools.get(locale);
  if (!found) {
    found = loadMessages(locale).then((messages) => {
      const cache = _createCache();
      return { messages, cache, formatters: _createIntlFormatters(cache) };
    });
    tools.set(locale, found);
    found.catch(() => tools.delete(locale));
  }
  return found;
}

const translators = new Map<string, unknown>();

type TranslationsOptions = { locale: Locale; namespace?: string };

async function translations({ locale, namespace }: TranslationsOptions) {
  const key = `${locale}\u0000${namespace ?? ''}`;
  let translator = translators.get(key);
  if (!translator) {
    const { messages, cache, formatters } = await toolsFor(locale);
    translator = createTranslator({ locale, messages, namespace, timeZone: TIME_ZONE, _cache: cache, _formatters: formatters } as never);
    translators.set(key, translator);
  }
  return translator;
}

/** next-intl's `getTranslations({ locale, namespace })`, kept per process. The locale is always given. */
export const getTranslations = translations as unknown as typeof nextIntlGetTranslations;

const formatters = new Map<Locale, unknown>();

async function formatter({ locale }: { locale: Locale }) {
  let found = formatters.get(locale);
  if (!found) {
    const { formatters: intl } = await toolsFor(locale);
    found = createFormatter({ locale, timeZone: TIME_ZONE, _formatters: intl } as never);
    formatters.set(locale, found);
  }
  return found;
}

/** next-intl's `getFormatter({ locale })`, kept per process. */
export const getFormatter = formatter as unknown as typeof nextIntlGetFormatter;
