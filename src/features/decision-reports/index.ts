// Reports on accreditation decisions (new, suspended, ended) and their Atom feed.
export { reportsRoutes } from './pages/routes';
