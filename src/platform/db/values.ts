/**
 * A value of a plain SQL row as text, the same on both engines: SQLite hands timestamps over as the
 * ISO text it stores, PostgreSQL as a `Date`, which `String()` would write as "Fri Nov 27 2026 …"
 * (not the API's date-time; the sitemap read it as the year 2001). Null stays null.
 */
export const sqlText = (value: unknown): string | null =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value);
