// Site search over the published pages, in the visitor's language.
export { searchPageRoute } from './views/SearchPage';
