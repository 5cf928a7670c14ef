// Reports on accreditation decisions (new, suspended, ended) and their Atom feed.
export { decisionFeedEntries, reportsRoutes } from './pages/routes';
// The decisions as data, for the open-data API: the same bodies, dates and windows the page shows.
export { decisionDate, extensions, isReportType, reportBodies, reportTypes, reportWindow, type ReportType } from './server/reports';
