import type { Payload, RequestContext } from 'payload';

import type { LocalizedText } from '@/platform/localized';

import { CHILD_ARRAY_NAMES } from '../payload/global';
import { screenAt } from '../screens';
import { defaultSiteTree } from '../tree';
import type { SiteNode } from '../types';

type Lang = keyof LocalizedText;
type Row = { id?: string | null; links?: Row[] | null; sublinks?: Row[] | null; sections?: Row[] | null };

const context: RequestContext = { disableRevalidate: true };

type PageIds = ReadonlyMap<string, number | string>;

/**
 * Where a default entry links: the site's screen at that address, else the CMS page at it, else
 * (an https:// address) another site. A path that is neither is a mistake in the default tree.
 */
function linkOf(href: string, pages: PageIds): Record<string, unknown> {
  if (screenAt(href)) return { target: 'screen', screen: href, page: null, href: null };
  const page = pages.get(href);
  if (page !== undefined) return { target: 'page', page, screen: null, href: null };
  if (/^https:\/\//.test(href)) return { target: 'external', href, page: null, screen: null };
  throw new Error(`The default site tree links to ${href}, which is neither a page nor a screen of the site`);
}

function nodeRows(nodes: SiteNode[] | undefined, lang: Lang, pages: PageIds, existing?: Row[] | null, level = 0): Record<string, unknown>[] {
  const childName = CHILD_ARRAY_NAMES[level];
  return (nodes ?? []).map((node, i) => ({
    ...(existing?.[i]?.id ? { id: existing[i]?.id } : {}),
    ...linkOf(node.href, pages),
    label: node.label[lang],
    inEnglishMenu: Boolean(node.inEnglishMenu),
    ...(childName ? { [childName]: nodeRows(node.children, lang, pages, existing?.[i]?.[childName], level + 1) } : {}),
  }));
}

function navigationData(lang: Lang, pages: PageIds, existing?: { columns?: Row[] | null; footer?: Row[] | null }) {
  return {
    _status: 'published' as const,
    columns: defaultSiteTree.columns.map((column, i) => ({
      ...(existing?.columns?.[i]?.id ? { id: existing.columns[i]?.id } : {}),
      heading: column.heading[lang],
      sections: nodeRows(column.sections, lang, pages, existing?.columns?.[i]?.sections),
    })),
    footer: nodeRows(defaultSiteTree.footer, lang, pages, existing?.footer),
  };
}

/** Writes the default site tree into the navigation global, in both languages, linking the pages already seeded. */
export async function seedNavigation(payload: Payload) {
  const { docs } = await payload.find({ collection: 'pages', pagination: false, depth: 0, select: { path: true } });
  const pages: PageIds = new Map(docs.filter((d) => d.path).map((d) => [d.path as string, d.id]));
  const ja = await payload.updateGlobal({ slug: 'navigation', locale: 'ja', data: navigationData('ja', pages), context });
  await payload.updateGlobal({
    slug: 'navigation',
    locale: 'en',
    data: navigationData('en', pages, ja as { columns?: Row[] | null; footer?: Row[] | null }),
    context,
  });
}
