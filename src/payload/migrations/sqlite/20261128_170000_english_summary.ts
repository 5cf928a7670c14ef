import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite';

/**
 * News, calls for comments, revision notices and vacancies get `englishSummary`: one line in
 * English that the English lists show under the Japanese title of an item written only in
 * Japanese. Existing items keep everything; the line is empty until an editor writes it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`news\` ADD \`english_summary\` text;`);
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_english_summary\` text;`);
  await db.run(sql`ALTER TABLE \`public_comments\` ADD \`english_summary\` text;`);
  await db.run(sql`ALTER TABLE \`_public_comments_v\` ADD \`version_english_summary\` text;`);
  await db.run(sql`ALTER TABLE \`document_revisions\` ADD \`english_summary\` text;`);
  await db.run(sql`ALTER TABLE \`_document_revisions_v\` ADD \`version_english_summary\` text;`);
  await db.run(sql`ALTER TABLE \`job_postings\` ADD \`english_summary\` text;`);
  await db.run(sql`ALTER TABLE \`_job_postings_v\` ADD \`version_english_summary\` text;`);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`english_summary\`;`);
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_english_summary\`;`);
  await db.run(sql`ALTER TABLE \`public_comments\` DROP COLUMN \`english_summary\`;`);
  await db.run(sql`ALTER TABLE \`_public_comments_v\` DROP COLUMN \`version_english_summary\`;`);
  await db.run(sql`ALTER TABLE \`document_revisions\` DROP COLUMN \`english_summary\`;`);
  await db.run(sql`ALTER TABLE \`_document_revisions_v\` DROP COLUMN \`version_english_summary\`;`);
  await db.run(sql`ALTER TABLE \`job_postings\` DROP COLUMN \`english_summary\`;`);
  await db.run(sql`ALTER TABLE \`_job_postings_v\` DROP COLUMN \`version_english_summary\`;`);
}
