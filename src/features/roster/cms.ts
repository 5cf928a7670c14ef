// CMS entry of the roster: its collection and the sample entries a new database gets.
export { RosterEntries } from './cms/collection';
export { seedRoster } from './sample/seed';
