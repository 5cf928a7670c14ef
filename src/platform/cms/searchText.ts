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
export function setItemSearchText(fields: readonly string[], attachments: readonly string[] = []): CollectionBeforeChangeHook {
  return async ({ data, req }) => {
    const ids = attachments.flatMap((field) => fileIds(at(data, field)));
    const titles = ids.length === 0 ? [] : await attachmentTitles(ids, req);
    return { ...data, searchText: foldText([...fields.map((field) => plain(at(data, field))), ...titles].filter(Boolean).join(' ')) };
  };
}

type HookRequest = Parameters<CollectionBeforeChangeHook>[0]['req'];

/** The ids held by an upload field: one id, many, or documents already populated. */
function fileIds(value: unknown): (string | number)[] {
  const list = Array.isArray(value) ? value : value == null ? [] : [value];
  return list.flatMap((v) => (typeof v === 'number' || typeof v === 'string' ? [v] : v && typeof v === 'object' && 'id' in v ? [(v as { id: string | number }).id] : []));
}

/** The display names and file names of the attached files, in the language being saved, so a visitor finds an item by its attachment. */
async function attachmentTitles(ids: (string | number)[], req: HookRequest): Promise<string[]> {
  const { docs } = await req.payload.find({
    collection: 'files',
    where: { id: { in: ids } },
    locale: req.locale ?? undefined,
    depth: 0,
    limit: ids.length,
    pagination: false,
    req,
  });
  return docs.flatMap((file) => [file.title ?? '', file.filename ?? '']);
}
