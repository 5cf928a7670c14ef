// CMS entry of the document revision notices: the collection and its sample notices.
export { DocumentRevisions } from './cms/collection';
export { seedRevisions } from './sample/seed';
