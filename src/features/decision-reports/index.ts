// Reports on accreditation decisions (new, suspended, ended) and their Atom feed.
import { ADDRESSES } from '@/i18n/addresses';
import type { FeatureSite } from '@/platform/features';

import { decisionFeedEntries } from './views/routes';

export { decisionFeedEntries, reportsRoutes } from './views/routes';
// The decisions as data, for the open-data API: the same bodies, dates and windows the page shows.
export { decisionDate, extensions, isReportType, reportTypes, reportWindow, type ReportType } from './server/reports';
export { reportBodies } from './server/reportBodies';
// The three reports as one download (CSV, JSON), which the open-data catalogue lists.
export { reportsExport } from './server/export';
export { reportDownloads } from './server/dataset';

/** The reports page and its three kinds in the sitemap; each decision in "what's new". */
export const site: FeatureSite = {
  sitemap: async () => ['', '?type=1', '?type=2', '?type=3'].map((query) => ({ path: `${ADDRESSES.decisionReports}${query}`, english: true })),
  feed: decisionFeedEntries,
};
