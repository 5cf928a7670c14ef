import type { LocalizedText } from '@/platform/localized';

import type { SeedBlock } from './types';

type Lang = keyof LocalizedText;

const text = (value: string) => ({ type: 'text', text: value, format: 0, detail: 0, mode: 'normal', style: '', version: 1 });
const base = { format: '', indent: 0, version: 1, direction: 'ltr' as const };

/** Lexical nodes of the rich-text parts of a seed page (headings, paragraphs, lists), in one language. */
type TextBlock = Extract<SeedBlock, { kind: 'heading' | 'paragraph' | 'list' }>;

export function lexicalNodes(blocks: TextBlock[], lang: Lang): Record<string, unknown>[] {
  return blocks.map((block) => {
    switch (block.kind) {
      case 'heading':
        return { ...base, type: 'heading', tag: 'h2', children: [text(block.text[lang])] };
      case 'list':
        return {
          ...base,
          type: 'list',
          listType: block.ordered ? 'number' : 'bullet',
          tag: block.ordered ? 'ol' : 'ul',
          start: 1,
          children: block.items.map((item, i) => ({ ...base, type: 'listitem', value: i + 1, children: [text(item[lang])] })),
        };
      default:
        return { ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: [text(block.text[lang])] };
    }
  });
}

export function lexicalDocument(nodes: Record<string, unknown>[]) {
  return { root: { ...base, type: 'root', children: nodes } };
}

/**
 * Groups a seed page's blocks into CMS blocks, keeping their order: runs of headings, paragraphs
 * and lists become one rich-text block, each notice a notice block.
 */
export function seedLayout(blocks: SeedBlock[], lang: Lang) {
  const layout: Record<string, unknown>[] = [];
  let run: TextBlock[] = [];
  const flush = () => {
    if (run.length) layout.push({ blockType: 'content', richText: lexicalDocument(lexicalNodes(run, lang)) });
    run = [];
  };
  for (const block of blocks) {
    switch (block.kind) {
      case 'notice':
        flush();
        layout.push({ blockType: 'notice', tone: 'info', text: block.text[lang] });
        break;
      case 'links':
        flush();
        layout.push({
          blockType: 'linkList',
          heading: block.heading?.[lang],
          links: block.items.map((item) => ({ label: item.label[lang], href: item.href, description: item.description?.[lang] })),
        });
        break;
      case 'faq':
        flush();
        layout.push({
          blockType: 'faq',
          heading: block.heading[lang],
          items: block.items.map((item) => ({ question: item.question[lang], answer: item.answer[lang] })),
        });
        break;
      default:
        run.push(block);
    }
  }
  flush();
  return layout;
}
