// CMS entry of the schemes: the records, the shared flow, and the sample content a new database gets.
import type { FeatureCms } from '@/platform/features';

import { Schemes } from './cms/collection';
import { AccreditationFlow } from './cms/flow';
import { seedSchemes } from './sample/seed';

export { Schemes } from './cms/collection';
export { AccreditationFlow } from './cms/flow';
export { seedSchemes } from './sample/seed';

export const cms: FeatureCms = { collections: [Schemes], globals: [AccreditationFlow], seed: seedSchemes };
