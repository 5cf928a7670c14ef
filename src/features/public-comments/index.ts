// Calls for public comment: /public_comments with its state and year filters, one page each.
export { COMMENTS_PATH, commentPath } from './model';
export { commentFeedEntries, commentListItem, commentsRoutes } from './pages/routes';
export { commentsSite as site } from './pages/routes';
export { commentAddresses, latestComments } from './server/queries';
