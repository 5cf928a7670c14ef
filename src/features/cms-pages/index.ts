// Pages staff write in /admin, rendered by one catch-all route in each language.
export { cmsPageRoute } from './pages/CmsPage';
export { cmsSitemapPages } from './server/queries';
