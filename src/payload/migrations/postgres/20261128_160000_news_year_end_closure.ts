import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

/**
 * A news item may show the year-end closure worked out from the organisation's business days
 * (`yearEndClosure`), instead of typing the days in its body. Existing items keep everything and
 * show nothing new until an editor ticks the box.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "news" ADD COLUMN IF NOT EXISTS "year_end_closure" boolean;
  ALTER TABLE "_news_v" ADD COLUMN IF NOT EXISTS "version_year_end_closure" boolean;`);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "news" DROP COLUMN IF EXISTS "year_end_closure";
  ALTER TABLE "_news_v" DROP COLUMN IF EXISTS "version_year_end_closure";`);
}
