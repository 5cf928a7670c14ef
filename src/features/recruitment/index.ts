// Recruitment: vacancies for staff and the call for assessors, /recruit and one page each.
export { postingPath, RECRUIT_PATH } from './model';
export { postingFeedEntries, postingListItem, recruitmentRoutes } from './views/routes';
export { postingsSite as site } from './views/routes';
export { latestPostings, postingAddresses } from './server/queries';
