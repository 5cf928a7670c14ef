import type { LocalizedText } from '@/platform/localized';

import { lexicalDocument, lexicalNodes } from '@/platform/content/lexical';

import type { SeedBlock } from './types';

export { lexicalDocument, lexicalNodes };

type Lang = keyof LocalizedText;

/** Lexical nodes of the rich-text parts of a seed page (headings, paragraphs, lists), in one language. */
type TextBlock = Extract<SeedBlock, { kind: 'heading' | 'paragraph' | 'list' }>;

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
