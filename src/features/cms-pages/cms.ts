// CMS entry of the pages: the collection (with its blocks) and the sample pages.
export { Pages } from './cms/collection';
export { seedCmsPages, seedPages } from './sample/seed';
export { pageSeoFields } from './cms/seo';
