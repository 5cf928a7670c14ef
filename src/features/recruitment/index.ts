// Recruitment: vacancies for staff and the call for assessors, /recruit and one page each.
export { postingPath, RECRUIT_PATH } from './model';
export { postingFeedEntries, postingListItem, recruitmentRoutes } from './pages/routes';
export { postingsSite as site } from './pages/routes';
export { latestPostings, postingAddresses } from './server/queries';
