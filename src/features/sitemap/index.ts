// The sitemap: /sitemap.xml (an index) and its files under /sitemaps/, every page in both languages with hreflang alternates.
export { sitemapFile, sitemapIndex } from './server/files';
