// The validity history, for Payload and the command line: its collection, added with the hooks
// that fill it by the `validityHistory` plugin, and what importers need to write it themselves.
import { BulkChecks } from './cms/bulkChecks';
import { ValidityHistory } from './cms/history';
import { validityHistory as withHistory } from './server/record';

export { VALIDITY_HISTORY, VALIDITY_HISTORY_TABLE } from './cms/names';
export { certificateKey, RECORDED_BY, type HistorySource } from './server/record';
export { certificateKeySql, certificateStatesInsert, type Recording, type SqlStatement } from './server/historyWriter';

/** Payload plugin: the history collection and the hooks that record each change of a directory record; the lists of bulk checks. */
export const validityHistory = withHistory(ValidityHistory, BulkChecks);
export { seedValidityHistory } from './sample/seed';
