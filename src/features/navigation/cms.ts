// CMS entry of the site tree: the global staff edit, and the default tree a new database gets.
export { MENU_ROW_LABEL, Navigation } from './cms/global';
export { seedNavigation } from './sample/seed';
