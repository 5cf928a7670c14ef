// The search page, for the Pages Router (src/pages): the view only. It is also bundled for the
// browser (where runtime script is off and nothing of it is sent), so it reaches no server module;
// the data comes from htmlOnly.server.ts through getServerSideProps.
export { BodySearchView } from './views/SearchView';
export type { BodySearchData } from './views/searchData';
