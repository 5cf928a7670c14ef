// CMS entry of the accredited-body directory: the collection staff edit, the CSV import (also
// used by `npm run import:bodies`) and the sample bodies.
import type { FeatureCms } from '@/platform/features';

import { AccreditedBodies } from './payload/collection';
import { seedAccreditedBodies } from './sample/seed';

export { AccreditedBodies } from './payload/collection';
// How a body's state is read from its dates, for code that runs outside the site's pages too (features/credentials).
export { deriveStatus } from './status';
export { statusOf } from './present';
export { generateSampleAccreditedBodies } from './sample/generate';
export { SAMPLE_BODIES, seedAccreditedBodies } from './sample/seed';
export { accreditedBodiesToCsv, parseAccreditedBodiesCsv } from './server/csv';
export { checkAccreditedBodiesCsv, importAccreditedBodies, importAccreditedBodiesCsv } from './server/importer';
// The whole directory in batches, for the open data's daily snapshots (features/open-data), which run in plain Node too.
export { directorySources } from './server/dataset';

export const cms: FeatureCms = { collections: [AccreditedBodies], seed: seedAccreditedBodies };
