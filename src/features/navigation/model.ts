import type { Locale } from '@/i18n/routing';

/** A site-tree entry resolved to one language. */
export type NavItem = {
  /** A locale-less path of this site, or another site's whole address when `external`. */
  href: string;
  external?: boolean;
  label: string;
  inEnglishMenu: boolean;
  children: NavItem[];
};

export type NavColumn = { heading: string; items: NavItem[] };

export type ResolvedSiteTree = { columns: NavColumn[]; footer: NavItem[] };

export type Crumb = { href: string; label: string };

/** The menu a visitor sees: every entry in Japanese, the shorter selection in English. */
export function menuForLocale(tree: ResolvedSiteTree, locale: Locale): ResolvedSiteTree {
  if (locale === 'ja') return tree;
  const keep = (items: NavItem[]): NavItem[] => items.filter((item) => item.inEnglishMenu).map((item) => ({ ...item, children: keep(item.children) }));
  return {
    columns: tree.columns.map((c) => ({ heading: c.heading, items: keep(c.items) })).filter((c) => c.items.length > 0),
    footer: keep(tree.footer),
  };
}

/** Every entry of the tree by its path (the first one wins if staff entered a path twice). */
export function indexByHref(tree: ResolvedSiteTree): Map<string, NavItem> {
  const map = new Map<string, NavItem>();
  const walk = (items: NavItem[]) => {
    for (const item of items) {
      if (!item.external && !map.has(item.href)) map.set(item.href, item);
      walk(item.children);
    }
  };
  for (const column of tree.columns) walk(column.items);
  walk(tree.footer);
  return map;
}

/** `/about/basic/charter` -> `['/about', '/about/basic', '/about/basic/charter']`. */
export function pathPrefixes(path: string): string[] {
  const segments = path.split('/').filter(Boolean);
  return segments.map((_, i) => '/' + segments.slice(0, i + 1).join('/'));
}

/**
 * The breadcrumb trail of a page: home, then every ancestor address that a CMS page, the site tree
 * or a feature's screen (`routes.ts`) names, then the page itself. Nothing is written by hand.
 */
export function breadcrumbTrail(args: {
  path: string;
  currentLabel: string;
  homeLabel: string;
  tree: ResolvedSiteTree;
  pageTitles?: ReadonlyMap<string, string>;
  /** The screens' names in the page's language, for an ancestor the site tree does not list. */
  screenLabels?: ReadonlyMap<string, string>;
}): Crumb[] {
  const { path, currentLabel, homeLabel, tree, pageTitles, screenLabels } = args;
  const home: Crumb = { href: '/', label: homeLabel };
  if (path === '/') return [home];
  const nodes = indexByHref(tree);
  const trail: Crumb[] = [home];
  const prefixes = pathPrefixes(path);
  for (const prefix of prefixes.slice(0, -1)) {
    const label = pageTitles?.get(prefix) ?? nodes.get(prefix)?.label ?? screenLabels?.get(prefix);
    if (label) trail.push({ href: prefix, label });
  }
  trail.push({ href: path, label: currentLabel });
  return trail;
}
