import type { Messages as AppMessages, NamespaceKeys, NestedKeyOf } from 'next-intl';
import type { getFormatter as nextIntlGetFormatter, getTranslations as nextIntlGetTranslations } from 'next-intl/server';
import { createFormatter, createTranslator } from 'use-intl/core';

import type { Messages } from './messages';
import { intlLocale, TIME_ZONE, type Locale } from './routing';

/**
 * Translators and formatters made once per process for each language and namespace, from the
 * messages of that language (src/i18n/messages.ts), rather than once per request.
 *
 * next-intl's own `getTranslations` builds a translator, its message-format cache and its `Intl`
 * formatters anew for every request, so every page parsed each message it showed again; on a
 * directory search that was about a tenth of the render. The messages are part of the build and
 * the same for every visitor. Server components reach these through src/i18n/server.ts; the
 * Pages Router's pages, which render without awaiting, are given the messages and call these.
 * Each translator and formatter keeps its own message-format cache and `Intl` formatters for as
 * long as it lives (use-intl's public API makes them once per `createTranslator` call), so keeping
 * the translator is keeping its cache; no private API of use-intl is needed for it.
 */

type Tools = { byNamespace: Map<string, unknown>; format?: Formatter };

// Keyed by the messages object: one per language and process (loadMessages keeps it).
const tools = new WeakMap<Messages, Tools>();

function toolsOf(messages: Messages): Tools {
  let found = tools.get(messages);
  if (!found) {
    found = { byNamespace: new Map() };
    tools.set(messages, found);
  }
  return found;
}

export type Namespace = NamespaceKeys<AppMessages, NestedKeyOf<AppMessages>>;
export type Translator<N extends Namespace> = Awaited<ReturnType<typeof nextIntlGetTranslations<N>>>;
export type Formatter = Awaited<ReturnType<typeof nextIntlGetFormatter>>;

/** next-intl's translator of one namespace (or of all, without one), with the request configuration's time zone. */
export function translatorOf<N extends Namespace>(locale: Locale, messages: Messages, namespace?: N): Translator<N> {
  const { byNamespace } = toolsOf(messages);
  const key = namespace ?? '';
  let translator = byNamespace.get(key);
  if (!translator) {
    translator = createTranslator({ locale, messages, namespace, timeZone: TIME_ZONE });
    byNamespace.set(key, translator);
  }
  return translator as Translator<N>;
}

/**
 * next-intl's formatter of one language, with the request configuration's time zone, formatting
 * in that language's `Intl` locale (English dates in the site's one style: 28 November 2026).
 */
export function formatterOf(locale: Locale, messages: Messages): Formatter {
  const found = toolsOf(messages);
  // Cast: the typed configuration knows the site's locales ('ja', 'en'); formats follow the Intl
  // locale ('en-GB' writes 28 November 2026), which it does not list.
  found.format ??= createFormatter({ locale: intlLocale[locale] as Locale, timeZone: TIME_ZONE });
  return found.format;
}
