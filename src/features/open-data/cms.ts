// CMS entry of the open data: the closed table of the daily snapshots, and their job, which the
// servers' timer runs (src/instrumentation.ts), as do `npm run snapshots` and the benchmark.
import type { FeatureCms } from '@/platform/features';

import { OpenDataSnapshots } from './payload/snapshots';

export { OPEN_DATA_SNAPSHOTS } from './payload/snapshots';
export { pruneSnapshots, runDailySnapshots, type SnapshotReport, type SnapshotRun } from './server/snapshots/job';
export { snapshotHour } from './server/snapshots/schedule';

export const cms: FeatureCms = { collections: [OpenDataSnapshots] };
