/**
 * References to a document by its number, written once wherever a page names a document: a link
 * to the documents page that searches for the number (`documentHref('S-RL02')`, `?q=S-RL02`)
 * whose text is the number alone. Its text is shown as the document's title from the documents
 * collection with the number, 「認定の申請及び認定の手続き（S-RL02）」, so a title is typed in one
 * place only and a renamed document is renamed everywhere. Link text other than the bare number
 * is the editor's and is left as written.
 */
import { bracketed } from '@/platform/text/punctuation';

import { DOCUMENTS_PATH } from './model';

type Lang = 'ja' | 'en';

/** The address that finds a document by its number (locale-less). */
export const documentHref = (number: string) => `${DOCUMENTS_PATH}?q=${encodeURIComponent(number)}`;

/** A document named by its title and number: 「手数料規程（S-RL04）」 / "Regulations on Fees (S-RL04)". */
export const documentLabel = (title: string, number: string, lang: Lang) => title + bracketed(number, lang);

const HREF = new RegExp(`^${DOCUMENTS_PATH.replace(/[/]/g, '\\/')}\\?q=([^&#]+)$`);

/** The document number a link refers to, when the link is a reference: it searches the documents page for a number and its text is that number. */
export function referencedNumber(href: unknown, text: string): string | null {
  if (typeof href !== 'string') return null;
  const m = href.match(HREF);
  if (!m) return null;
  let number: string;
  try {
    number = decodeURIComponent(m[1]!.replace(/\+/g, ' ')).trim();
  } catch {
    return null;
  }
  return number && text.trim() === number ? number : null;
}

type Node = { type?: string; text?: string; children?: Node[]; fields?: { url?: string; linkType?: string } } & Record<string, unknown>;

const textOf = (node: Node): string => (node.type === 'text' ? (node.text ?? '') : (node.children ?? []).map(textOf).join(''));

/** Every document number referred to in a value (rich text links, and `{ href, label }` links such as link lists), at any depth. */
export function referencedNumbers(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) referencedNumbers(item, found);
  } else if (value && typeof value === 'object') {
    const node = value as Node;
    const number = node.type === 'link' ? referencedNumber(node.fields?.url, textOf(node)) : referencedNumber(node.href, typeof node.label === 'string' ? node.label : '');
    if (number) found.add(number);
    for (const inner of Object.values(value)) referencedNumbers(inner, found);
  }
  return found;
}

/**
 * The value with each reference's text given as the document's title and number, from `titles`
 * (number → title in this language). A reference to a number `titles` lacks keeps its text.
 */
export function expandDocumentReferences<T>(value: T, titles: ReadonlyMap<string, string>, lang: Lang): T {
  if (Array.isArray(value)) return value.map((item) => expandDocumentReferences(item, titles, lang)) as T;
  if (!value || typeof value !== 'object') return value;
  const node = value as Node;
  if (node.type === 'link') {
    const number = referencedNumber(node.fields?.url, textOf(node));
    const title = number ? titles.get(number) : undefined;
    if (number && title) {
      const first = (node.children ?? []).find((child) => child.type === 'text') ?? { type: 'text', format: 0, detail: 0, mode: 'normal', style: '', version: 1 };
      return { ...node, children: [{ ...first, text: documentLabel(title, number, lang) }] } as T;
    }
  }
  const entries = Object.entries(value).map(([key, inner]) => [key, expandDocumentReferences(inner, titles, lang)] as const);
  const expanded = Object.fromEntries(entries) as Record<string, unknown>;
  const number = referencedNumber(expanded.href, typeof expanded.label === 'string' ? expanded.label : '');
  const title = number ? titles.get(number) : undefined;
  if (number && title) expanded.label = documentLabel(title, number, lang);
  return expanded as T;
}
