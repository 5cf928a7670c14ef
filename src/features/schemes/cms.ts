// CMS entry of the schemes: the records, the shared flow, and the sample content a new database gets.
import type { FeatureCms } from '@/platform/features';

import { Schemes } from './payload/collection';
import { AccreditationFlow } from './payload/flow';
import { seedSchemes } from './sample/seed';

export { Schemes } from './payload/collection';
export { AccreditationFlow } from './payload/flow';
export { seedSchemes } from './sample/seed';

export const cms: FeatureCms = { collections: [Schemes], globals: [AccreditationFlow], seed: seedSchemes };
