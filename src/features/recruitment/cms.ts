// CMS entry of recruitment: the collection and its sample vacancies.
export { JobPostings } from './cms/collection';
export { seedPostings } from './sample/seed';
