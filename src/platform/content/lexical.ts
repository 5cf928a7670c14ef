import type { OptionalEnglish, SampleTextBlock } from './sampleText';

/** Rich text for the CMS (Lexical's JSON) from blocks of sample text, in one language. */
type Lang = 'ja' | 'en';

const text = (value: string) => ({ type: 'text', text: value, format: 0, detail: 0, mode: 'normal', style: '', version: 1 });
const base = { format: '', indent: 0, version: 1, direction: 'ltr' as const };
const pick = (value: OptionalEnglish, lang: Lang) => (lang === 'en' ? value.en : value.ja) ?? '';

export function lexicalNodes(blocks: readonly SampleTextBlock[], lang: Lang): Record<string, unknown>[] {
  return blocks.map((block) => {
    switch (block.kind) {
      case 'heading':
        return { ...base, type: 'heading', tag: 'h2', children: [text(pick(block.text, lang))] };
      case 'list':
        return {
          ...base,
          type: 'list',
          listType: block.ordered ? 'number' : 'bullet',
          tag: block.ordered ? 'ol' : 'ul',
          start: 1,
          children: block.items.map((item, i) => ({ ...base, type: 'listitem', value: i + 1, children: [text(pick(item, lang))] })),
        };
      default:
        return { ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: [text(pick(block.text, lang))] };
    }
  });
}

export function lexicalDocument(nodes: Record<string, unknown>[]) {
  return { root: { ...base, type: 'root', children: nodes } };
}

/** Sample blocks as a rich-text value in one language. */
export const lexicalFromSample = (blocks: readonly SampleTextBlock[], lang: Lang) => lexicalDocument(lexicalNodes(blocks, lang));

/** The plain lines of sample blocks in both languages (for the body of a sample PDF). */
export function sampleLines(blocks: readonly SampleTextBlock[]): OptionalEnglish[] {
  return blocks.flatMap((block) => (block.kind === 'list' ? block.items.map((item) => ({ ja: `・${item.ja}`, en: item.en ? `- ${item.en}` : undefined })) : [block.text]));
}
