import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { Payload, RequestContext } from 'payload';

import { importAccreditedBodies } from '@/features/accredited-bodies/importer';
import { generateSampleAccreditedBodies } from '@/features/accredited-bodies/sample';
import { seedCertificationCounts } from '@/features/certification-counts/defaults';
import { CERTIFICATE_COLUMNS, toCells } from '@/features/certified-organisations/csv';
import { importTarget, importCertificateCsv } from '@/features/certified-organisations/importer';
import { generateSampleCertificates } from '@/features/certified-organisations/sample';
import { todayInJapan } from '@/features/time/japan';
import { defaultSiteTree } from '@/features/navigation/tree';
import type { LocalizedText, SiteNode } from '@/features/navigation/types';

import { CHILD_ARRAY_NAMES } from '../globals/Navigation';
import { homePage } from './content/home';
import { aboutPages } from './content/pages-about';
import { inquiryPages } from './content/pages-inquiry';
import { servicePages } from './content/pages-services';
import type { SeedPage } from './content/types';
import { lexicalDocument, lexicalNodes, seedLayout } from './lexical';

type Lang = keyof LocalizedText;
type Row = { id?: string | null; links?: Row[] | null; sublinks?: Row[] | null; sections?: Row[] | null };

const context: RequestContext = { disableRevalidate: true };

function nodeRows(nodes: SiteNode[] | undefined, lang: Lang, existing?: Row[] | null, level = 0): Record<string, unknown>[] {
  const childName = CHILD_ARRAY_NAMES[level];
  return (nodes ?? []).map((node, i) => ({
    ...(existing?.[i]?.id ? { id: existing[i]?.id } : {}),
    label: node.label[lang],
    href: node.href,
    inEnglishMenu: Boolean(node.inEnglishMenu),
    ...(childName ? { [childName]: nodeRows(node.children, lang, existing?.[i]?.[childName], level + 1) } : {}),
  }));
}

function navigationData(lang: Lang, existing?: { columns?: Row[] | null; footer?: Row[] | null }) {
  return {
    columns: defaultSiteTree.columns.map((column, i) => ({
      ...(existing?.columns?.[i]?.id ? { id: existing.columns[i]?.id } : {}),
      heading: column.heading[lang],
      sections: nodeRows(column.sections, lang, existing?.columns?.[i]?.sections),
    })),
    footer: nodeRows(defaultSiteTree.footer, lang, existing?.footer),
  };
}

/** Writes the default site tree into the navigation global, in both languages. */
export async function seedNavigation(payload: Payload) {
  const ja = await payload.updateGlobal({ slug: 'navigation', locale: 'ja', data: navigationData('ja'), context });
  await payload.updateGlobal({
    slug: 'navigation',
    locale: 'en',
    data: navigationData('en', ja as { columns?: Row[] | null; footer?: Row[] | null }),
    context,
  });
}

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

/** How many sample accredited bodies a new database gets. */
export const SAMPLE_BODIES = 300;

/**
 * Fills an empty database with the sample site: the site tree, the sample pages in both
 * languages, the redirects of the description's irregular English addresses, and sample
 * accredited bodies (labelled as sample). Each part is skipped when it already has data.
 */
export async function seed(payload: Payload): Promise<{ seeded: boolean; pages: number; bodies: number }> {
  const bodies = await seedAccreditedBodies(payload);
  await seedCertificationCounts(payload);
  await seedCertifiedOrganisations(payload);
  const { totalDocs } = await payload.count({ collection: 'pages' });
  if (totalDocs > 0) return { seeded: bodies > 0, pages: totalDocs, bodies };

  await seedNavigation(payload);

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
  return { seeded: true, pages: seedPages.length, bodies };
}

/** Sample accredited bodies for an empty directory; returns how many were written. */
export async function seedAccreditedBodies(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'accredited-bodies' });
  if (totalDocs > 0) return 0;
  const report = await importAccreditedBodies(payload, generateSampleAccreditedBodies(SAMPLE_BODIES, { seed: 1 }));
  return report.created;
}

/** How many sample certificates a new database gets. */
export const SAMPLE_CERTIFICATES = 5000;

/** Sample certified organisations for an empty register, through the CSV importer; returns how many were written. */
export async function seedCertifiedOrganisations(payload: Payload, rows = SAMPLE_CERTIFICATES): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'certified-organisations' });
  if (totalDocs > 0) return 0;
  const records = [...generateSampleCertificates({ rows, seed: 1, asOf: todayInJapan() })];
  const csv = stringify([[...CERTIFICATE_COLUMNS], ...records.map(toCells)]);
  const report = await importCertificateCsv(Readable.from([Buffer.from(csv)]), importTarget(payload));
  if (!report.ok) throw new Error(`Sample certificates did not import: ${JSON.stringify(report.errors.slice(0, 3))}`);
  return report.created;
}
