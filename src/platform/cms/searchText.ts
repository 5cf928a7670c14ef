import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext';
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical';
import type { CollectionBeforeChangeHook, Field } from 'payload';

import { foldText } from '@/platform/text/normalize';

/** A folded plain-text copy of an item in each language, for site search; written by `setItemSearchText`, never by hand. */
export const searchTextField = (): Field => ({ name: 'searchText', type: 'textarea', localized: true, admin: { hidden: true } });

const isRichText = (value: unknown): value is SerializedEditorState => typeof value === 'object' && value !== null && 'root' in value;

function plain(value: unknown): string {
  if (typeof value === 'string') return value;
  if (isRichText(value)) return convertLexicalToPlaintext({ data: value });
  return '';
}

/** The value at a dotted path (`results.body`) of the data being saved. */
function at(data: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), data);
}

/**
 * Keeps `searchText` as the folded text of the named fields (plain text or rich text) in the
 * language being saved: full-width and half-width, case and kana never change a search result.
 */
export function setItemSearchText(fields: readonly string[]): CollectionBeforeChangeHook {
  return ({ data }) => ({ ...data, searchText: foldText(fields.map((field) => plain(at(data, field))).filter(Boolean).join(' ')) });
}
