// CMS entry of publicity: the contributions collection and the sample contributions a new database gets.
export { Contributions } from './cms/collection';
export { seedContributions } from './sample/seed';
