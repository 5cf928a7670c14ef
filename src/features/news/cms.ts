// CMS entry of the news: the collection staff edit and the sample items.
export { News } from './cms/collection';
export { seedNews } from './sample/seed';
