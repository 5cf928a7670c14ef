// CMS entry of the schemes: the records, the shared flow, and the sample content a new database gets.
export { Schemes } from './cms/collection';
export { AccreditationFlow } from './cms/flow';
export { seedSchemes } from './sample/seed';
