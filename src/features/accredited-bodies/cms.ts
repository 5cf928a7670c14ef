// CMS entry of the accredited-body directory: the collection staff edit, the CSV import (also
// used by `npm run import:bodies`) and the sample bodies.
import type { FeatureCms } from '@/platform/features';

import { AccreditedBodies } from './payload/collection';
import { seedAccreditedBodies } from './sample/seed';

export { AccreditedBodies } from './payload/collection';
export { generateSampleAccreditedBodies } from './sample/generate';
export { SAMPLE_BODIES, seedAccreditedBodies } from './sample/seed';
export { accreditedBodiesToCsv, parseAccreditedBodiesCsv } from './server/csv';
export { checkAccreditedBodiesCsv, importAccreditedBodies, importAccreditedBodiesCsv } from './server/importer';

export const cms: FeatureCms = { collections: [AccreditedBodies], seed: seedAccreditedBodies };
