// CMS entry of the organisation's facts: the global, and the sample values a new database gets.
export { Organisation } from './cms/global';
export { seedOrganisation } from './sample/seed';
