import type { Locale } from '@/i18n/routing';
import type { Navigation } from '@/payload-types';

import type { NavItem, ResolvedSiteTree } from './model';
import { screenAt } from './screens';

/** A menu entry as the navigation global stores it, read in one language. */
export type RawNode = {
  label?: string | null;
  target?: 'page' | 'screen' | 'external' | null;
  page?: number | string | { id: number | string } | null;
  screen?: string | null;
  href?: string | null;
  inEnglishMenu?: boolean | null;
  links?: RawNode[] | null;
  sublinks?: RawNode[] | null;
};

/** What the menu needs of a published page: its address and its title in the language read. */
export type LinkedPage = { path: string; title: string };

export const pageIdOf = (node: RawNode): string | null => {
  const page = node.page;
  if (page === null || page === undefined || page === '') return null;
  return String(typeof page === 'object' ? page.id : page);
};

/** Every page id the entries link to, for one read of their addresses and titles. */
export function linkedPageIds(global: Pick<Navigation, 'columns' | 'footer'>): string[] {
  const ids = new Set<string>();
  const walk = (nodes: RawNode[] | null | undefined) => {
    for (const node of nodes ?? []) {
      const id = node.target === 'page' ? pageIdOf(node) : null;
      if (id) ids.add(id);
      walk(node.links ?? node.sublinks);
    }
  };
  for (const column of global.columns ?? []) walk(column.sections as RawNode[] | null | undefined);
  walk(global.footer as RawNode[] | null | undefined);
  return [...ids];
}

/**
 * One entry's address and name: a page's current address and title (so a moved or renamed page
 * moves its menu entry with it), a screen's address and name, or another site's address. An entry
 * whose page is gone or unpublished has none, and is left out of the menu with what is under it.
 */
function resolve(node: RawNode, locale: Locale, pages: ReadonlyMap<string, LinkedPage>): { href: string; label: string; external: boolean } | null {
  const own = node.label?.trim() || '';
  if (node.target === 'external') {
    const url = node.href?.trim();
    if (!url || !own) return null;
    // A typed address of this site, kept from before links were chosen: still this site's, until an editor chooses it.
    if (url.startsWith('/') && !url.startsWith('//')) return { href: url, label: own, external: false };
    return { href: url, label: own, external: true };
  }
  if (node.target === 'screen') {
    const screen = node.screen ? screenAt(node.screen) : undefined;
    return screen ? { href: screen.path, label: own || screen.label[locale], external: false } : null;
  }
  const id = pageIdOf(node);
  const page = id ? pages.get(id) : undefined;
  return page ? { href: page.path, label: own || page.title, external: false } : null;
}

function toItems(nodes: RawNode[] | null | undefined, locale: Locale, pages: ReadonlyMap<string, LinkedPage>): NavItem[] {
  const items: NavItem[] = [];
  for (const node of nodes ?? []) {
    const link = resolve(node, locale, pages);
    if (!link) continue;
    items.push({ ...link, inEnglishMenu: Boolean(node.inEnglishMenu), children: toItems(node.links ?? node.sublinks, locale, pages) });
  }
  return items;
}

/** The navigation global, read in one language, as the tree the components use. */
export function siteTreeFromGlobal(global: Pick<Navigation, 'columns' | 'footer'>, locale: Locale, pages: ReadonlyMap<string, LinkedPage>): ResolvedSiteTree {
  return {
    columns: (global.columns ?? []).map((column) => ({
      heading: column.heading ?? '',
      items: toItems(column.sections as RawNode[] | null | undefined, locale, pages),
    })),
    footer: toItems(global.footer as RawNode[] | null | undefined, locale, pages),
  };
}
