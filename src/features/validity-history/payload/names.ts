/** The validity history's collection and table (payload/history.ts), apart so its hooks can name them too. */
export const VALIDITY_HISTORY = 'validity-history';
/** Its table, for importers that write in SQL (server/historyWriter.ts). */
export const VALIDITY_HISTORY_TABLE = 'validity_history';
