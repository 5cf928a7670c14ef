import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext';
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical';
import type { CollectionBeforeChangeHook } from 'payload';

import { foldText } from '@/platform/text/normalize';

type BlockData = {
  blockType?: string;
  richText?: SerializedEditorState | null;
  text?: string | null;
  heading?: string | null;
  links?: { label?: string | null; description?: string | null }[] | null;
  items?: { question?: string | null; answer?: string | null }[] | null;
};

function blockText(block: BlockData): string[] {
  const parts: string[] = [];
  if (block.richText) parts.push(convertLexicalToPlaintext({ data: block.richText }));
  if (block.text) parts.push(block.text);
  if (block.heading) parts.push(block.heading);
  for (const link of block.links ?? []) parts.push(link.label ?? '', link.description ?? '');
  for (const item of block.items ?? []) parts.push(item.question ?? '', item.answer ?? '');
  return parts;
}

/**
 * Keeps a folded plain-text copy of the page (title, body, blocks) in the language being saved,
 * for site search: full-width/half-width, case and kana differences never change a result.
 */
export const setSearchText: CollectionBeforeChangeHook = ({ data }) => {
  const page = data as { title?: string; body?: SerializedEditorState | null; layout?: BlockData[] | null };
  const parts = [page.title ?? ''];
  if (page.body) parts.push(convertLexicalToPlaintext({ data: page.body }));
  for (const block of page.layout ?? []) parts.push(...blockText(block));
  return { ...data, searchText: foldText(parts.join(' ')) };
};
