// Notices of the issue, revision and withdrawal of documents: /document_revision and one page each.
export { REVISIONS_PATH, revisionPath } from './model';
export { revisionFeedEntries, revisionListItem, revisionsRoutes } from './pages/routes';
export { revisionsSite as site } from './pages/routes';
export { latestRevisions, revisionAddresses } from './server/queries';
