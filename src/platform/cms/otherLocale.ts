/**
 * Reading a document as it stands in the other language, for the translation aids of /admin
 * (./TranslationAids.tsx, ./useDocumentInLocale.ts): where the value of a field is, and a short
 * plain-text line of it whether it is text or rich text.
 */

/** The REST address of one document in one language: its latest draft, no relations, no fallback. */
export function documentInLocaleUrl(apiRoute: string, collection: string, id: number | string, locale: 'ja' | 'en'): string {
  const params = new URLSearchParams({ locale, 'fallback-locale': 'none', depth: '0', draft: 'true' });
  const api = apiRoute === '/' ? '' : apiRoute.replace(/\/$/, '');
  return `${api}/${encodeURIComponent(collection)}/${encodeURIComponent(String(id))}?${params.toString()}`;
}

/** The value at a form path (`title`, `relatedLinks.0.label`, `layout.2.items.0.text`) of a document. */
export function valueAtPath(doc: unknown, path: string | undefined): unknown {
  if (!path) return undefined;
  return path.split('.').reduce<unknown>((value, key) => {
    if (Array.isArray(value)) return /^\d+$/.test(key) ? value[Number(key)] : undefined;
    return value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }, doc);
}

type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] };

/** Blocks of a rich text that end a line of their own. */
const BLOCK = new Set(['paragraph', 'heading', 'quote', 'listitem', 'list', 'tablecell', 'tablerow', 'table', 'linebreak']);

function lexicalText(node: LexicalNode): string {
  if (node.type === 'linebreak') return ' ';
  if (typeof node.text === 'string') return node.text;
  const inner = (node.children ?? []).map(lexicalText).join('');
  return BLOCK.has(node.type ?? '') ? `${inner} ` : inner;
}

/** A text, or a rich text's words, as one line with single spaces. Empty for anything else. */
export function plainText(value: unknown): string {
  let text = '';
  if (typeof value === 'string') text = value;
  else if (value && typeof value === 'object' && 'root' in value) text = lexicalText((value as { root: LexicalNode }).root);
  return text.replace(/\s+/g, ' ').trim();
}

/** At most `max` characters, cut with an ellipsis. */
export function excerpt(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max).join('').trimEnd()}…`;
}
