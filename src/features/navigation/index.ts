// The site tree: the header's mega-menu, the English menu, the footer and every breadcrumb.
// Site entry: read by the page frame (src/shell); the CMS entry is ./cms.ts.
export { breadcrumbTrail, pathPrefixes, type Crumb, type NavColumn, type NavItem, type ResolvedSiteTree } from './model';
export { screenLabels } from './screens';
export { getPageTitles, getSiteTree } from './server/queries';
