// The directory of organisations certified by accredited management-system certification
// bodies: search (and one search per standard), one page per organisation, downloads.
// The search pages themselves are rendered by the Pages Router, through htmlOnly.ts and htmlOnly.server.ts.
import { ADDRESSES } from '@/i18n/addresses';
import type { FeatureSite } from '@/platform/features';

import { organisationSitemapFiles, organisationSitemapPages } from './server/sitemap';

export { certifiedDetailRoutes } from './views/routes';
export { coverageRoutes } from './views/coverage';
export { coverage as registerCoverage, coverageUpdatedAt, lastReportOf, OVERDUE_DAYS, type Coverage } from './server/coverage';
export { coverageExport } from './server/coverageExport';
export { coverageDownloads } from './server/coverageDataset';
export { COVERAGE_PATH } from './views/shared';
export { certificatesExport } from './server/export';
export { certificateDownloads } from './server/dataset';
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

/** The search and the register's coverage in the sitemap's pages file; the organisations' pages in as many files as the 50,000-address limit needs. */
export const site: FeatureSite = {
  sitemap: async () => [ADDRESSES.certifiedOrganisations, ADDRESSES.registerCoverage].map((path) => ({ path, english: true })),
  sitemapFiles: {
    list: async () => {
      const { files, lastmod } = await organisationSitemapFiles();
      return Array.from({ length: files }, (_, i) => ({ name: `organisations-${i + 1}.xml`, lastmod: lastmod ?? undefined }));
    },
    pages: async (name) => {
      const match = /^organisations-([1-9][0-9]{0,3})\.xml$/.exec(name);
      if (!match || Number(match[1]) > (await organisationSitemapFiles()).files) return null;
      return organisationSitemapPages(Number(match[1]));
    },
  },
};
