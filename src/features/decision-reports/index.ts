// Reports on accreditation decisions (new, suspended, ended) and their Atom feed.
export { decisionFeedEntries, reportsRoutes } from './pages/routes';
