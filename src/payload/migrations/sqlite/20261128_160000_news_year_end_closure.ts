import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite';

/**
 * A news item may show the year-end closure worked out from the organisation's business days
 * (`yearEndClosure`), instead of typing the days in its body. Existing items keep everything and
 * show nothing new until an editor ticks the box.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`news\` ADD \`year_end_closure\` integer;`);
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_year_end_closure\` integer;`);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`year_end_closure\`;`);
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_year_end_closure\`;`);
}
