import type { LocalizedText } from '@/platform/localized';

export type { LocalizedText };

/**
 * One entry of the site tree. `href` is the locale-less path (`/about/basic`); the English
 * address is derived (`/en/about/basic`). The tree is the single source of the header
 * mega-menu, the English menu, the footer and every breadcrumb.
 */
export type SiteNode = {
  href: string;
  label: LocalizedText;
  /** Shown in the shorter English menu (the Japanese menu shows every entry). */
  inEnglishMenu?: boolean;
  children?: SiteNode[];
};

/** A mega-menu column: a heading and the sections under it. */
export type MenuColumn = {
  heading: LocalizedText;
  sections: SiteNode[];
};

export type SiteTree = {
  /** Exactly three columns, as the description's "Navigation" groups them. */
  columns: MenuColumn[];
  /** Footer links (legal, privacy, site map style entries). */
  footer: SiteNode[];
};
