// The directory of accredited conformity assessment bodies: search, one page per body, the
// certificate check and the download of any search.
export { bodiesRoutes } from './pages/routes';
export { classificationLabel } from './classifications';
export { bodyName, location, statusOf } from './present';
export { bodiesExport } from './server/export';
export { bodySitemapPages, directoryUpdatedAt } from './server/queries';
