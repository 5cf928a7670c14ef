import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

/**
 * The place index of the certified-organisation register carries the filter columns, so a search
 * by prefecture or country is counted and grouped by scope in an index-only scan
 * (docs/decisions/0020-search-plans.md).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "certified_organisations_place_idx";
  CREATE INDEX "certified_organisations_place_idx" ON "certified_organisations" ("country" NULLS FIRST, "prefecture" NULLS FIRST, "id")
    INCLUDE ("expires_on", "decision", "standards_mask", "iaf_mask", "classification");`);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "certified_organisations_place_idx";
  CREATE INDEX "certified_organisations_place_idx" ON "certified_organisations" ("country" NULLS FIRST, "prefecture" NULLS FIRST, "id");`);
}
