// Calls for public comment: /public_comments with its state and year filters, one page each.
export { COMMENTS_PATH, commentPath } from './model';
export { commentFeedEntries, commentListItem, commentsRoutes } from './views/routes';
export { commentsSite as site } from './views/routes';
export { commentAddresses, latestComments } from './server/queries';
