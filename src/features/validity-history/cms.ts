// The validity history, for Payload and the command line: its collection, the hooks that record
// each change of a directory record (the `validityHistory` plugin), corrections of an earlier
// entry, and what the importers need to write it themselves in SQL.
import type { FeatureCms } from '@/platform/features';

import { seedValidityHistory } from './sample/seed';

export { ValidityHistory } from './payload/history';
export { REGISTER_EDITS, REGISTER_EDITS_TABLE, VALIDITY_HISTORY, VALIDITY_HISTORY_TABLE } from './payload/names';
export { certificateKey, RECORDED_BY, type HistorySource, validityHistory } from './server/record';
export { certificateEditsInsert, certificateKeySql, certificateStatesInsert, type Recording, type SqlStatement } from './server/historyWriter';
export { seedValidityHistory } from './sample/seed';

/**
 * A past for both sample directories, so a day last year has an answer: seeded after them. The
 * history's collection and hooks come with `verification`'s plugin, which adds its bulk checks.
 */
export const cms: FeatureCms = { seed: seedValidityHistory };
