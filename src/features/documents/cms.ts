// CMS entry of the documents and forms: the collection and its sample documents.
export { Documents } from './cms/collection';
export { seedDocuments } from './sample/seed';
