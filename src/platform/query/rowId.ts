/** The largest id a row can have: ids are 32-bit serials on PostgreSQL (and far below SQLite's limit). */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * The row id an address names, or null when it cannot name one (`abc`, `0`, `999999999999`), so
 * that such an address answers 404 instead of reaching the database with a value it refuses.
 */
export function rowId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ROW_ID ? id : null;
}
