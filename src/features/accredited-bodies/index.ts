// The directory of accredited conformity assessment bodies: search, one page per body, the
// certificate check and the download of any search.
// The search page itself is rendered by the Pages Router, through pages.ts and pages.server.ts.
export { bodiesRoutes } from './pages/routes';
export { badgeRoute } from './badge/route';
export { certificateRoute } from './certificate/route';
export { classificationLabel } from './classifications';
export { bodyName, location, statusOf } from './present';
export { bodiesExport } from './server/export';
export { bodyByNumber, bodySitemapPages, directoryUpdatedAt, searchBodyRecords } from './server/queries';
export type { AccreditationStatus } from './status';
// Request checks for the proxy: a malformed search answers 400 before rendering.
export { MAX_PAGE, MAX_TEXT, parseBodySearch, type BodySearchProblem } from './searchParams';
