import type { Payload, RequestContext } from 'payload';

import type { LocalizedText } from '@/platform/localized';

import { createUploads, lexicalDocument, lexicalNodes, type PageLayout, seedLayout, type Uploads } from './lexical';
import { homePage, samplePages } from './pages';
import type { SeedPage } from './types';

type Lang = keyof LocalizedText;

const context: RequestContext = { disableRevalidate: true };

type PageInput = {
  path: string;
  slug: string;
  title: LocalizedText;
  summary: LocalizedText;
  /** Stores the files and images the page's blocks need, before its layout is written. */
  prepare?: (payload: Payload, uploads: Uploads) => Promise<void>;
  layout: (lang: Lang, uploads: Uploads) => PageLayout;
};

function parentPath(path: string): string | null {
  const cut = path.lastIndexOf('/');
  return cut > 0 ? path.slice(0, cut) : null;
}

function fromSeedPage(page: SeedPage): PageInput {
  return {
    path: page.path,
    slug: page.path.slice(page.path.lastIndexOf('/') + 1),
    title: page.title,
    summary: page.summary,
    prepare: (payload, uploads) => createUploads(payload, page.body, uploads),
    layout: (lang, uploads) => seedLayout(page.body, lang, uploads),
  };
}

function homeInput(home: ReturnType<typeof homePage>): PageInput {
  return {
    path: '/',
    slug: 'home',
    title: home.title,
    summary: home.summary,
    layout: (lang) => [
      { blockType: 'content', richText: lexicalDocument(lexicalNodes([{ kind: 'paragraph', text: home.intro }], lang)) },
      { blockType: 'notice', tone: 'info', text: home.sampleNotice[lang] },
      // The lists the description puts on the home page, read whenever the page renders.
      { blockType: 'latestItems', source: 'news', count: 5 },
      { blockType: 'latestItems', source: 'publicComments', count: 3 },
      { blockType: 'latestItems', source: 'revisions', count: 3 },
      { blockType: 'latestItems', source: 'recruitment', count: 3 },
      ...home.linkLists.map((list) => ({
        blockType: 'linkList' as const,
        heading: list.heading[lang],
        links: list.links.map((link) => ({
          label: link.label[lang],
          href: link.href,
          description: link.description[lang],
        })),
      })),
    ],
  };
}

/**
 * Re-applies a value written in another language onto the rows the first language created: every
 * array row, at any depth (blocks, links, table rows and their cells, tabs, sections), takes the
 * id of the row at the same place, so the second language fills the same rows.
 */
type Row = Record<string, unknown> & { id?: string | null };

function withRowIds<T>(value: T, existing: unknown): T {
  if (Array.isArray(value)) {
    const rows = Array.isArray(existing) ? (existing as Row[]) : [];
    return value.map((item, i) => (item && typeof item === 'object' && !Array.isArray(item) ? { ...withRowIds(item, rows[i]), id: rows[i]?.id } : item)) as T;
  }
  if (value && typeof value === 'object' && !('root' in value)) {
    const before = (existing && typeof existing === 'object' ? existing : {}) as Row;
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, Array.isArray(inner) ? withRowIds(inner, before[key]) : inner])) as T;
  }
  return value;
}

/** Creates a published page in Japanese and English. */
async function createPage(payload: Payload, input: PageInput, parentId: number | string | undefined, uploads: Uploads) {
  await input.prepare?.(payload, uploads);
  const created = await payload.create({
    collection: 'pages',
    locale: 'ja',
    draft: false,
    context,
    data: {
      title: input.title.ja,
      slug: input.slug,
      parent: parentId as number | undefined,
      layout: input.layout('ja', uploads),
      meta: { title: input.title.ja, description: input.summary.ja },
      _status: 'published',
    },
  });
  await payload.update({
    collection: 'pages',
    id: created.id,
    locale: 'en',
    draft: false,
    context,
    data: {
      title: input.title.en,
      layout: withRowIds(input.layout('en', uploads), created.layout ?? []),
      meta: { title: input.title.en, description: input.summary.en },
      _status: 'published',
    },
  });
  return created.id;
}

/** Every sample page, the home page first (read from the YAML files when first asked). */
export const seedPages = (): PageInput[] => [homeInput(homePage()), ...samplePages().map(fromSeedPage)];

/**
 * The sample pages in Japanese and English, and the redirects of the description's irregular
 * English addresses. Skipped when the database already has pages; returns how many exist.
 */
export async function seedCmsPages(payload: Payload): Promise<{ seeded: boolean; pages: number }> {
  const { totalDocs } = await payload.count({ collection: 'pages' });
  if (totalDocs > 0) return { seeded: false, pages: totalDocs };
  const idByPath = new Map<string, number | string>();
  const uploads: Uploads = new Map();
  for (const page of seedPages()) {
    const parent = parentPath(page.path);
    if (parent && !idByPath.has(parent)) throw new Error(`Seed page ${page.path} comes before its parent ${parent}`);
    idByPath.set(page.path, await createPage(payload, page, parent ? idByPath.get(parent) : undefined, uploads));
  }
  // The existing site's irregular English addresses move permanently to the /en/... form.
  for (const [from, to] of [
    ['/news/en', '/en/news'],
    ['/public_comments/en', '/en/public_comments'],
  ] as const) {
    await payload.create({
      collection: 'redirects',
      context,
      data: { from, to: { type: 'custom', url: to }, type: '308' },
    });
  }
  return { seeded: true, pages: idByPath.size };
}
