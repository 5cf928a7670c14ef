import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

/**
 * A report's staged rows keep their search pairs and runs as one text each, separated by spaces
 * (a key holds none), and the register's arrays are made from them only when the report is
 * written (`string_to_array`). COPY parses an array literal per row far more slowly than text:
 * 10^5 staged rows took 9.4 s to copy with arrays, 3.6 s with text (bench:reports, ADR 25).
 * Staged rows are transient; any left are converted.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE certificate_report_rows
    ALTER COLUMN grams TYPE text USING array_to_string(grams, ' '),
    ALTER COLUMN runs TYPE text USING array_to_string(runs, ' ');`);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE certificate_report_rows
    ALTER COLUMN grams TYPE text[] USING string_to_array(grams, ' '),
    ALTER COLUMN runs TYPE text[] USING string_to_array(runs, ' ');`);
}
