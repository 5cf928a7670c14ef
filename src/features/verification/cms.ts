// Verification for Payload: the validity history it reads (features/validity-history), with the
// lists of bulk checks, as one plugin.
import { ValidityHistory, validityHistory as withHistory } from '@/features/validity-history/cms';
import type { FeatureCms } from '@/platform/features';

import { BulkChecks } from './payload/bulkChecks';

/** Payload plugin: the history collection and the hooks that record each change of a directory record; the lists of bulk checks. */
export const validityHistory = withHistory(ValidityHistory, BulkChecks);

export const cms: FeatureCms = { plugins: [validityHistory] };

// For the alerts' jobs, which run beside Payload (features/alerts): what changed between two
// recorded states, in the feeds' reading, and the numbers of a kept bulk check.
export { changesOf, type Change, type RecordedChange } from './changes';
export { toHistoryRow } from './server/rows';
export { bulkCheckNumbers } from './server/bulkNumbers';
