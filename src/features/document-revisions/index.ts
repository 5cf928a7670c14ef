// Notices of the issue, revision and withdrawal of documents: /document_revision and one page each.
export { REVISIONS_PATH, revisionPath } from './model';
export { revisionFeedEntries, revisionListItem, revisionsRoutes } from './views/routes';
export { revisionsSite as site } from './views/routes';
export { latestRevisions, revisionAddresses } from './server/queries';
