// CMS entry of the roster: its collection and the sample entries a new database gets.
import type { FeatureCms } from '@/platform/features';

import { RosterEntries } from './payload/collection';
import { seedRoster } from './sample/seed';

export { RosterEntries } from './payload/collection';
export { seedRoster } from './sample/seed';

export const cms: FeatureCms = { collections: [RosterEntries], seed: seedRoster };
