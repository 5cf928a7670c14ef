// The table of certification counts by scheme, edited by staff as a global.
export { countsRoutes } from './pages/CountsPage';
