// News: the body's notices, listed at /news with filters and a feed, one page each at /news/{slug}.
export { NEWS_PATH, newsItemPath } from './model';
export { newsFeedEntries, newsRoutes } from './views/routes';
export { newsSite as site } from './views/routes';
export { newsListItem } from './views/present';
export { latestNews, newsAddresses } from './server/queries';
