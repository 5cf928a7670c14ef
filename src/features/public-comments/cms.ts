// CMS entry of the calls for public comment: the collection and its sample calls.
export { PublicComments } from './cms/collection';
export { seedPublicComments } from './sample/seed';
