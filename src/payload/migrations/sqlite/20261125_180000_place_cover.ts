import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite';

/**
 * The place index of the certified-organisation register covers the filter columns, so a search
 * by prefecture or country is counted and grouped by scope from the index alone, without reading
 * each row for its expiry and scopes (docs/decisions/0020-search-plans.md).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS certified_organisations_place_idx`);
  await db.run(
    sql`CREATE INDEX certified_organisations_place_idx ON certified_organisations (country, prefecture, expires_on, decision, standards_mask, iaf_mask, classification)`,
  );
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS certified_organisations_place_idx`);
  await db.run(sql`CREATE INDEX certified_organisations_place_idx ON certified_organisations (country, prefecture)`);
}
