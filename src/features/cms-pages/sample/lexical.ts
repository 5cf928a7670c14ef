import type { Payload, RequestContext } from 'payload';

import type { Page } from '@/payload-types';

import { lexicalDocument, lexicalNodes } from '@/platform/content/lexical';
import { createSampleFile } from '@/platform/content/seedFiles';
import type { LocalizedText } from '@/platform/localized';

import type { SeedBlock, SeedFile, SeedText } from './types';

export { lexicalDocument, lexicalNodes };

type Lang = keyof LocalizedText;

const context: RequestContext = { disableRevalidate: true };

const richText = (blocks: SeedText[], lang: Lang) => lexicalDocument(lexicalNodes(blocks, lang));

/** Files and images a page's blocks need, stored once and shared by both languages: name → id. */
export type Uploads = Map<string, number>;

/** A page's blocks as the CMS stores them. */
export type PageLayout = NonNullable<Page['layout']>;

const fileKey = (file: SeedFile) => `file:${file.name.ja}`;
const imageKey = (label: LocalizedText) => `image:${label.ja}`;

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

/** A sample cover image: the label on a plain card, so the gallery shows what each item is. */
function coverSvg(label: LocalizedText, index: number): Buffer {
  const colours = ['#0017c1', '#00118f', '#264af4', '#3460fb', '#1a1a1c', '#005c3f'];
  const words = label.ja.match(/.{1,9}/g) ?? [label.ja];
  const lines = words
    .slice(0, 4)
    .map((line, i) => `<text x="160" y="${150 + i * 34}" font-family="sans-serif" font-size="26" fill="#ffffff" text-anchor="middle">${escapeXml(line)}</text>`);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 420" width="320" height="420"><rect width="320" height="420" fill="${colours[index % colours.length]}"/><rect x="20" y="20" width="280" height="380" fill="none" stroke="#ffffff" stroke-width="2"/>${lines.join('')}<text x="160" y="380" font-family="sans-serif" font-size="16" fill="#ffffff" text-anchor="middle">SAMPLE</text></svg>`,
  );
}

/** Stores the sample files and images the blocks name (generated PDFs and covers), once each. */
export async function createUploads(payload: Payload, blocks: SeedBlock[], uploads: Uploads): Promise<void> {
  const files = blocks.flatMap((b) => (b.kind === 'files' ? b.files : b.kind === 'gallery' ? b.items.flatMap((i) => (i.file ? [i.file] : [])) : []));
  for (const file of files) {
    if (uploads.has(fileKey(file))) continue;
    uploads.set(fileKey(file), await createSampleFile(payload, { name: file.name, language: file.language }, file.lines ?? []));
  }
  let index = 0;
  for (const block of blocks) {
    if (block.kind !== 'gallery') continue;
    for (const item of block.items) {
      if (uploads.has(imageKey(item.label))) continue;
      const svg = coverSvg(item.label, index++);
      const name = `cover-${uploads.size + 1}.svg`;
      const image = await payload.create({
        collection: 'media',
        locale: 'ja',
        context,
        data: { alt: item.alt.ja },
        file: { data: svg, mimetype: 'image/svg+xml', name, size: svg.length },
      });
      await payload.update({ collection: 'media', id: image.id, locale: 'en', context, data: { alt: item.alt.en } });
      uploads.set(imageKey(item.label), image.id as number);
    }
  }
}

/**
 * A seed page's blocks as CMS blocks in one language, keeping their order: runs of headings,
 * paragraphs and lists become one rich-text block; every other kind its own block.
 */
export function seedLayout(blocks: SeedBlock[], lang: Lang, uploads: Uploads = new Map()): PageLayout {
  const layout: PageLayout = [];
  let run: SeedText[] = [];
  const flush = () => {
    if (run.length) layout.push({ blockType: 'content', richText: richText(run, lang) });
    run = [];
  };
  const upload = (key: string) => {
    const id = uploads.get(key);
    if (id === undefined) throw new Error(`seed upload missing: ${key}`);
    return id;
  };
  for (const block of blocks) {
    if (block.kind === 'heading' || block.kind === 'paragraph' || block.kind === 'list') {
      run.push(block);
      continue;
    }
    flush();
    switch (block.kind) {
      case 'notice':
        layout.push({ blockType: 'notice', tone: 'info', text: block.text[lang] });
        break;
      case 'links':
        layout.push({
          blockType: 'linkList',
          heading: block.heading?.[lang],
          links: block.items.map((item) => ({ label: item.label[lang], href: item.href, description: item.description?.[lang] })),
        });
        break;
      case 'faq':
        layout.push({ blockType: 'faq', heading: block.heading[lang], items: block.items.map((item) => ({ question: item.question[lang], answer: item.answer[lang] })) });
        break;
      case 'table':
        layout.push({
          blockType: 'dataTable',
          caption: block.caption[lang],
          rowHeaders: block.rowHeaders ?? true,
          columns: block.columns.map((c) => ({ label: c[lang] })),
          rows: block.rows.map((cells) => ({ cells: cells.map((c) => ({ text: c[lang] })) })),
        });
        break;
      case 'steps':
        layout.push({
          blockType: 'steps',
          heading: block.heading?.[lang],
          source: block.flow ? 'accreditationFlow' : 'custom',
          items: (block.items ?? []).map((s) => ({ title: s.title[lang], text: s.text?.[lang] })),
        });
        break;
      case 'files':
        layout.push({ blockType: 'files', heading: block.heading?.[lang], files: block.files.map((f) => upload(fileKey(f))) });
        break;
      case 'gallery':
        layout.push({
          blockType: 'gallery',
          heading: block.heading?.[lang],
          items: block.items.map((item) => ({ label: item.label[lang], image: upload(imageKey(item.label)), file: item.file ? upload(fileKey(item.file)) : undefined })),
        });
        break;
      case 'sections':
        layout.push({
          blockType: 'sections',
          toc: block.toc ?? true,
          tocHeading: block.tocHeading?.[lang],
          items: block.items.map((item) => ({ anchor: item.anchor, heading: item.heading[lang], body: richText(item.body, lang) })),
        });
        break;
      case 'profile':
        layout.push({ blockType: 'profile', caption: block.caption[lang], rows: block.rows.map((r) => ({ label: r.label[lang], value: r.value[lang] })) });
        break;
      case 'tabs':
        layout.push({
          blockType: 'tabs',
          label: block.label[lang],
          items: block.items.map((item) => ({ anchor: item.anchor, label: item.label[lang], body: richText(item.body, lang) })),
        });
        break;
      case 'view':
        layout.push({
          blockType: 'view',
          view: block.view,
          ...(block.view === 'scheme' ? { schemes: block.schemes } : {}),
          ...(block.view === 'contributionList' ? { anniversary: block.anniversary, linkToDetail: Boolean(block.linkToDetail) } : {}),
          ...(block.view === 'contributionTexts' ? { anniversary: block.anniversary } : {}),
        });
        break;
    }
  }
  flush();
  return layout;
}
