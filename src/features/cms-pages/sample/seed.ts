import type { Payload, RequestContext } from 'payload';

import type { LocalizedText } from '@/platform/localized';

import { homePage } from './home';
import { lexicalDocument, lexicalNodes, seedLayout } from './lexical';
import { aboutPages } from './pages-about';
import { inquiryPages } from './pages-inquiry';
import { servicePages } from './pages-services';
import type { SeedPage } from './types';

type Lang = keyof LocalizedText;

const context: RequestContext = { disableRevalidate: true };

type PageInput = {
  path: string;
  slug: string;
  title: LocalizedText;
  summary: LocalizedText;
  layout: (lang: Lang) => Record<string, unknown>[];
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
    layout: (lang) => seedLayout(page.body, lang),
  };
}

const homeInput: PageInput = {
  path: '/',
  slug: 'home',
  title: homePage.title,
  summary: homePage.summary,
  layout: (lang) => [
    { blockType: 'content', richText: lexicalDocument(lexicalNodes([{ kind: 'paragraph', text: homePage.intro }], lang)) },
    { blockType: 'notice', tone: 'info', text: homePage.sampleNotice[lang] },
    // The lists the description puts on the home page, read whenever the page renders.
    { blockType: 'latestItems', source: 'news', count: 5 },
    { blockType: 'latestItems', source: 'publicComments', count: 3 },
    { blockType: 'latestItems', source: 'revisions', count: 3 },
    { blockType: 'latestItems', source: 'recruitment', count: 3 },
    ...homePage.linkLists.map((list) => ({
      blockType: 'linkList',
      heading: list.heading[lang],
      links: list.links.map((link) => ({
        label: link.label[lang],
        href: link.href,
        description: 'description' in link && link.description ? link.description[lang] : undefined,
      })),
    })),
  ],
};

/** Re-applies a layout in another language onto the rows the first language created. */
type ExistingRow = { id?: string | null; links?: { id?: string | null }[] | null; items?: { id?: string | null }[] | null };

function withRowIds(layout: Record<string, unknown>[], existing: ExistingRow[]) {
  return layout.map((block, i) => {
    const row = existing[i];
    const links = block.links as Record<string, unknown>[] | undefined;
    const items = block.items as Record<string, unknown>[] | undefined;
    return {
      ...block,
      id: row?.id,
      ...(links ? { links: links.map((link, j) => ({ ...link, id: row?.links?.[j]?.id })) } : {}),
      ...(items ? { items: items.map((item, j) => ({ ...item, id: row?.items?.[j]?.id })) } : {}),
    };
  });
}

/** Creates a published page in Japanese and English. */
async function createPage(payload: Payload, input: PageInput, parentId: number | string | undefined) {
  const created = await payload.create({
    collection: 'pages',
    locale: 'ja',
    draft: false,
    context,
    data: {
      title: input.title.ja,
      slug: input.slug,
      parent: parentId as number | undefined,
      layout: input.layout('ja') as never,
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
      layout: withRowIds(input.layout('en'), (created.layout ?? []) as never) as never,
      meta: { title: input.title.en, description: input.summary.en },
      _status: 'published',
    },
  });
  return created.id;
}

export const seedPages: PageInput[] = [homeInput, ...aboutPages, ...servicePages, ...inquiryPages].map((page) => ('body' in page ? fromSeedPage(page) : page));

/**
 * The sample pages in Japanese and English, and the redirects of the description's irregular
 * English addresses. Skipped when the database already has pages; returns how many exist.
 */
export async function seedCmsPages(payload: Payload): Promise<{ seeded: boolean; pages: number }> {
  const { totalDocs } = await payload.count({ collection: 'pages' });
  if (totalDocs > 0) return { seeded: false, pages: totalDocs };
  const idByPath = new Map<string, number | string>();
  for (const page of seedPages) {
    const parent = parentPath(page.path);
    if (parent && !idByPath.has(parent)) throw new Error(`Seed page ${page.path} comes before its parent ${parent}`);
    idByPath.set(page.path, await createPage(payload, page, parent ? idByPath.get(parent) : undefined));
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
  return { seeded: true, pages: seedPages.length };
}
