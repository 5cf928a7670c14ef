// The directory of organisations certified by accredited management-system certification
// bodies: search (and one search per standard), one page per organisation, downloads.
export { certifiedDetailRoutes, certifiedSearchRoutes, certifiedVariantRoutes } from './pages/routes';
export { certificatesExport } from './server/export';
export { organisationSitemapFiles, organisationSitemapPages } from './server/sitemap';
