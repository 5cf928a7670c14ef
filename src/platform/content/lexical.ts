import type { OptionalEnglish, SampleTextBlock } from './sampleText';

/** Rich text for the CMS (Lexical's JSON) from blocks of sample text, in one language. */
type Lang = 'ja' | 'en';

/** A Lexical node as the CMS stores it (the generated types' shape for a rich-text field's children). */
export type LexicalNode = { type: string; version: number; [k: string]: unknown };

/** A rich-text value as the CMS stores it: what every rich-text field of the generated types accepts. */
export type RichText = {
  root: {
    type: string;
    children: LexicalNode[];
    direction: 'ltr' | 'rtl' | null;
    format: '' | 'left' | 'start' | 'center' | 'right' | 'end' | 'justify';
    indent: number;
    version: number;
  };
  [k: string]: unknown;
};

const text = (value: string) => ({ type: 'text', text: value, format: 0, detail: 0, mode: 'normal', style: '', version: 1 });

const LINK = /\[([^\]]+)\]\(((?:\/|https:\/\/)[^)\s]*)\)/g;

/**
 * The inline content of a line of sample text: plain text, and links written `[label](/path)`
 * (a locale-less path of the site, shown in the reader's language) or `[label](https://…)`.
 */
export function inline(value: string): LexicalNode[] {
  const nodes: LexicalNode[] = [];
  let last = 0;
  for (const match of value.matchAll(LINK)) {
    if (match.index > last) nodes.push(text(value.slice(last, match.index)));
    nodes.push({
      type: 'link',
      version: 3,
      format: '',
      indent: 0,
      direction: 'ltr',
      fields: { linkType: 'custom', url: match[2], newTab: false },
      children: [text(match[1]!)],
    });
    last = match.index + match[0].length;
  }
  if (last < value.length) nodes.push(text(value.slice(last)));
  return nodes;
}

/** A line of sample text without its link markup, for plain-text uses (PDF bodies, search). */
export const plainOf = (value: string) => value.replace(LINK, '$1');
const base = { format: '' as const, indent: 0, version: 1, direction: 'ltr' as const };
const pick = (value: OptionalEnglish, lang: Lang) => (lang === 'en' ? value.en : value.ja) ?? '';

export function lexicalNodes(blocks: readonly SampleTextBlock[], lang: Lang): LexicalNode[] {
  return blocks.map((block) => {
    switch (block.kind) {
      case 'heading':
        return { ...base, type: 'heading', tag: 'h2', children: inline(pick(block.text, lang)) };
      case 'list':
        return {
          ...base,
          type: 'list',
          listType: block.ordered ? 'number' : 'bullet',
          tag: block.ordered ? 'ol' : 'ul',
          start: 1,
          children: block.items.map((item, i) => ({ ...base, type: 'listitem', value: i + 1, children: inline(pick(item, lang)) })),
        };
      default:
        return { ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: inline(pick(block.text, lang)) };
    }
  });
}

export function lexicalDocument(nodes: LexicalNode[]): RichText {
  return { root: { ...base, type: 'root', children: nodes } };
}

/** Sample blocks as a rich-text value in one language. */
export const lexicalFromSample = (blocks: readonly SampleTextBlock[], lang: Lang) => lexicalDocument(lexicalNodes(blocks, lang));

/** The plain lines of sample blocks in both languages (for the body of a sample PDF). */
export function sampleLines(blocks: readonly SampleTextBlock[]): OptionalEnglish[] {
  const plain = (t: OptionalEnglish): OptionalEnglish => ({ ja: plainOf(t.ja), en: t.en === undefined ? undefined : plainOf(t.en) });
  return blocks.flatMap((block) =>
    block.kind === 'list' ? block.items.map((item) => ({ ja: `・${plainOf(item.ja)}`, en: item.en ? `- ${plainOf(item.en)}` : undefined })) : [plain(block.text)],
  );
}
