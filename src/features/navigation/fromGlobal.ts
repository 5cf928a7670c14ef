import type { Navigation } from '@/payload-types';

import type { NavItem, ResolvedSiteTree } from './model';

type RawNode = {
  label?: string | null;
  href?: string | null;
  inEnglishMenu?: boolean | null;
  links?: RawNode[] | null;
  sublinks?: RawNode[] | null;
};

function toItems(nodes: RawNode[] | null | undefined): NavItem[] {
  return (nodes ?? [])
    .filter((n): n is RawNode & { label: string; href: string } => Boolean(n.label && n.href))
    .map((n) => ({
      href: n.href,
      label: n.label,
      inEnglishMenu: Boolean(n.inEnglishMenu),
      children: toItems(n.links ?? n.sublinks),
    }));
}

/** The navigation global, read in one language, as the tree the components use. */
export function siteTreeFromGlobal(global: Pick<Navigation, 'columns' | 'footer'>): ResolvedSiteTree {
  return {
    columns: (global.columns ?? []).map((column) => ({
      heading: column.heading ?? '',
      items: toItems(column.sections as RawNode[] | null | undefined),
    })),
    footer: toItems(global.footer as RawNode[] | null | undefined),
  };
}
