/**
 * The words of the CSV imports: how problems call each column, and every problem. They live in
 * messages/{ja,en}/imports.json with the site's other texts, so they are edited and checked
 * (same keys, same placeholders) like the rest.
 *
 * A page speaks its visitor's language; an import problem speaks both at once: staff read
 * `ja / en` side by side in /admin and on the command line, and an import's record keeps both.
 * So each text is formatted from both files here, into one {@link LocalizedText}.
 */
import { createTranslator } from 'use-intl/core';

import en from '../../../messages/en/imports.json';
import ja from '../../../messages/ja/imports.json';
import type { LocalizedText } from '@/platform/localized';

/** The dotted paths to the texts of a message tree (`cell.empty`, `columns.scheme` …). */
type TextKey<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${TextKey<T[K]>}` }[keyof T & string];

export type ImportTextKey = TextKey<typeof ja>;
/** How a column is called: its key under `columns` in imports.json. */
export type ColumnLabelKey = keyof typeof ja.columns;

/**
 * A value put in a text. Text in both languages (a column's label, a day's problem) goes in in
 * the language being written; a number goes in as its digits, as a text editor shows a line
 * (ICU would write 1,234).
 */
export type ImportTextValue = string | number | LocalizedText;

type Translate = (key: ImportTextKey, values?: Record<string, string>) => string;

const translatorOf = (locale: 'ja' | 'en', messages: typeof ja): Translate =>
  createTranslator({
    locale,
    messages,
    // The texts are fixed: a missing key or value is a mistake to see at once in a test, not a
    // problem reported to staff as `imports.cell.empty`.
    onError: (error) => {
      throw error;
    },
  });

const translate = { ja: translatorOf('ja', ja), en: translatorOf('en', en) };

const valuesIn = (language: 'ja' | 'en', values: Readonly<Record<string, ImportTextValue>>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'object' ? value[language] : String(value)]));

/**
 * One text of imports.json in both languages, with its `{placeholders}` filled in. Values are
 * always passed, even none: without them use-intl returns a text as written, `{label}` and all.
 */
export function importText(key: ImportTextKey, values: Readonly<Record<string, ImportTextValue>> = {}): LocalizedText {
  return { ja: translate.ja(key, valuesIn('ja', values)), en: translate.en(key, valuesIn('en', values)) };
}

/** Items (the same in both languages, or each in its own) joined with each language's separator: `、` or `, `, `。` or `; `. */
export function importList(items: readonly (string | LocalizedText)[], separator: ImportTextKey): LocalizedText {
  const between = importText(separator);
  const joined = (language: 'ja' | 'en') => items.map((item) => (typeof item === 'object' ? item[language] : item)).join(between[language]);
  return { ja: joined('ja'), en: joined('en') };
}
