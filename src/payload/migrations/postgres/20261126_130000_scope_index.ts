import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

/**
 * A GIN index of each certificate's scopes as an array. A search for a rare scope (AS9100, FSSC
 * 22000) is counted from the few rows that carry it, instead of reading the filter index's whole
 * range of dates for them: at 10^6 rows AS9100's count went from about 330 ms to 25–80 ms. Its
 * statistics also tell the store which scopes are rare (docs/decisions/0020-search-plans.md).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX IF NOT EXISTS "certified_organisations_scopes_idx" ON "certified_organisations" USING gin (string_to_array("standards", ' '));
  ANALYZE "certified_organisations";`);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "certified_organisations_scopes_idx";`);
}
