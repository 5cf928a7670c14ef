/** The validity history's collection and table (payload/history.ts), apart so its hooks can name them too. */
export const VALIDITY_HISTORY = 'validity-history';
/** Its table, for importers that write in SQL (server/historyWriter.ts). */
export const VALIDITY_HISTORY_TABLE = 'validity_history';
/** The register's other changes (payload/edits.ts), and their table. */
export const REGISTER_EDITS = 'register-edits';
export const REGISTER_EDITS_TABLE = 'register_edits';
