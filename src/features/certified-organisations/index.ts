// The directory of organisations certified by accredited management-system certification
// bodies: search (and one search per standard), one page per organisation, downloads.
// The search pages themselves are rendered by the Pages Router, through pages.ts and pages.server.ts.
export { certifiedDetailRoutes } from './pages/routes';
export { coverageRoutes } from './pages/coverage';
export { coverage as registerCoverage, lastReportOf, OVERDUE_DAYS, type Coverage } from './server/coverage';
export { COVERAGE_PATH } from './pages/shared';
export { certificatesExport } from './server/export';
export { organisationSitemapFiles, organisationSitemapPages } from './server/sitemap';
// The register as data, for the open-data API: the same search and records the pages read.
export {
  certificateById,
  certificatesByNumbers,
  COUNT_LIMIT,
  organisationCertificates,
  registerUpdatedAt,
  searchCertificates,
  sqlClient,
  type CertificateRow,
} from './server/store';
export { certificateStatus, type CertificateStatus, organisationKinds } from './model';
export { MAX_KEYWORD, MAX_OFFSET, MAX_VALUES, PAGE_SIZES, sortKeys, statusFilters, type SearchProblem } from './searchParams';
// Request checks for the proxy: a malformed search answers 400 before rendering.
export { variantBySlug } from './model';
export { parseCertificateSearch } from './searchParams';
