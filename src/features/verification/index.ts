// Verification: was an accreditation or a certificate valid on a given day, from the history the
// site keeps (history.ts), with a record of the check to print or file.
export { verifyRoutes } from './views/routes';
export { bodyChangesFeed, certificateChangesFeed } from './views/feeds';
export { lookUp, type Lookup, type Match } from './server/lookup';
export { parseVerifyDay, readNumberList } from './params';
export { validityOn, type Verdict } from './history';
export { bulkCheckQuestion, bulkRoutes } from './views/bulk';
