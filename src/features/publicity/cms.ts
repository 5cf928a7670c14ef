// CMS entry of publicity: the contributions collection and the sample contributions a new database gets.
import type { FeatureCms } from '@/platform/features';

import { Contributions } from './payload/collection';
import { seedContributions } from './sample/seed';

export { Contributions } from './payload/collection';
export { seedContributions } from './sample/seed';

export const cms: FeatureCms = { collections: [Contributions], seed: seedContributions };
