import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext';
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical';
import type { CollectionBeforeChangeHook } from 'payload';

import { foldText } from '@/platform/text/normalize';

/** The fields of blocks that hold text a visitor reads (not addresses, anchors or settings). */
const TEXT_KEYS = new Set(['heading', 'text', 'label', 'caption', 'question', 'answer', 'value', 'description', 'title', 'tocHeading']);

const isRichText = (value: unknown): value is SerializedEditorState => typeof value === 'object' && value !== null && 'root' in value;

/** Every readable text of a block, at any depth (table cells, tabs, sections, links, questions). */
function blockText(value: unknown, key = ''): string[] {
  if (isRichText(value)) return [convertLexicalToPlaintext({ data: value })];
  if (typeof value === 'string') return TEXT_KEYS.has(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => blockText(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => blockText(v, k));
  return [];
}

/**
 * Keeps a folded plain-text copy of the page (title, body, blocks) in the language being saved,
 * for site search: full-width/half-width, case and kana differences never change a result.
 */
export const setSearchText: CollectionBeforeChangeHook = ({ data }) => {
  const page = data as { title?: string; body?: SerializedEditorState | null; layout?: unknown[] | null };
  const parts = [page.title ?? ''];
  if (page.body) parts.push(convertLexicalToPlaintext({ data: page.body }));
  for (const block of page.layout ?? []) parts.push(...blockText(block));
  return { ...data, searchText: foldText(parts.filter(Boolean).join(' ')) };
};
