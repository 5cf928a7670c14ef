import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Each save of a page or dated item records the staff member who made it (`editedBy`, kept in
 * every version), so the version history names its authors. Earlier versions name nobody.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages\` ADD \`edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`pages_edited_by_idx\` ON \`pages\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_edited_by_idx\` ON \`_pages_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`news_edited_by_idx\` ON \`news\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_edited_by_idx\` ON \`_news_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`public_comments\` ADD \`edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`public_comments_edited_by_idx\` ON \`public_comments\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_public_comments_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_public_comments_v_version_version_edited_by_idx\` ON \`_public_comments_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`document_revisions\` ADD \`edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`document_revisions_edited_by_idx\` ON \`document_revisions\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_document_revisions_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_document_revisions_v_version_version_edited_by_idx\` ON \`_document_revisions_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`documents\` ADD \`edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`documents_edited_by_idx\` ON \`documents\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_documents_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_edited_by_idx\` ON \`_documents_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`job_postings\` ADD \`edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`job_postings_edited_by_idx\` ON \`job_postings\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_job_postings_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_version_version_edited_by_idx\` ON \`_job_postings_v\` (\`version_edited_by_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`path\` text,
  	\`parent_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "slug", "path", "parent_id", "updated_at", "created_at", "_status") SELECT "id", "slug", "path", "parent_id", "updated_at", "created_at", "_status" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_path_idx\` ON \`pages\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_parent_idx\` ON \`pages\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_path\` text,
  	\`version_parent_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_slug", "version_path", "version_parent_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_slug", "version_path", "version_parent_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_path_idx\` ON \`_pages_v\` (\`version_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_parent_idx\` ON \`_pages_v\` (\`version_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`english_summary\` text,
  	\`slug\` text,
  	\`published_at\` text,
  	\`publishedat_tz\` text DEFAULT 'Asia/Tokyo',
  	\`category\` text DEFAULT 'notice',
  	\`year_end_closure\` integer,
  	\`sample\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news\`("id", "english_summary", "slug", "published_at", "publishedat_tz", "category", "year_end_closure", "sample", "updated_at", "created_at", "_status") SELECT "id", "english_summary", "slug", "published_at", "publishedat_tz", "category", "year_end_closure", "sample", "updated_at", "created_at", "_status" FROM \`news\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`ALTER TABLE \`__new_news\` RENAME TO \`news\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_slug_idx\` ON \`news\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_published_at_idx\` ON \`news\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`news_category_idx\` ON \`news\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_english_summary\` text,
  	\`version_slug\` text,
  	\`version_published_at\` text,
  	\`version_publishedat_tz\` text DEFAULT 'Asia/Tokyo',
  	\`version_category\` text DEFAULT 'notice',
  	\`version_year_end_closure\` integer,
  	\`version_sample\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__news_v\`("id", "parent_id", "version_english_summary", "version_slug", "version_published_at", "version_publishedat_tz", "version_category", "version_year_end_closure", "version_sample", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_english_summary", "version_slug", "version_published_at", "version_publishedat_tz", "version_category", "version_year_end_closure", "version_sample", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__news_v\` RENAME TO \`_news_v\`;`)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_slug_idx\` ON \`_news_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_published_at_idx\` ON \`_news_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_category_idx\` ON \`_news_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_snapshot_idx\` ON \`_news_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_published_locale_idx\` ON \`_news_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_public_comments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`english_summary\` text,
  	\`slug\` text,
  	\`published_at\` text,
  	\`publishedat_tz\` text DEFAULT 'Asia/Tokyo',
  	\`opens_at\` text,
  	\`opensat_tz\` text DEFAULT 'Asia/Tokyo',
  	\`closes_at\` text,
  	\`closesat_tz\` text DEFAULT 'Asia/Tokyo',
  	\`channel\` text DEFAULT 'email',
  	\`results_published_at\` text,
  	\`results_publishedat_tz\` text DEFAULT 'Asia/Tokyo',
  	\`sample\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_public_comments\`("id", "english_summary", "slug", "published_at", "publishedat_tz", "opens_at", "opensat_tz", "closes_at", "closesat_tz", "channel", "results_published_at", "results_publishedat_tz", "sample", "updated_at", "created_at", "_status") SELECT "id", "english_summary", "slug", "published_at", "publishedat_tz", "opens_at", "opensat_tz", "closes_at", "closesat_tz", "channel", "results_published_at", "results_publishedat_tz", "sample", "updated_at", "created_at", "_status" FROM \`public_comments\`;`)
  await db.run(sql`DROP TABLE \`public_comments\`;`)
  await db.run(sql`ALTER TABLE \`__new_public_comments\` RENAME TO \`public_comments\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`public_comments_slug_idx\` ON \`public_comments\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`public_comments_published_at_idx\` ON \`public_comments\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`public_comments_opens_at_idx\` ON \`public_comments\` (\`opens_at\`);`)
  await db.run(sql`CREATE INDEX \`public_comments_closes_at_idx\` ON \`public_comments\` (\`closes_at\`);`)
  await db.run(sql`CREATE INDEX \`public_comments_updated_at_idx\` ON \`public_comments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`public_comments_created_at_idx\` ON \`public_comments\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`public_comments__status_idx\` ON \`public_comments\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__public_comments_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_english_summary\` text,
  	\`version_slug\` text,
  	\`version_published_at\` text,
  	\`version_publishedat_tz\` text DEFAULT 'Asia/Tokyo',
  	\`version_opens_at\` text,
  	\`version_opensat_tz\` text DEFAULT 'Asia/Tokyo',
  	\`version_closes_at\` text,
  	\`version_closesat_tz\` text DEFAULT 'Asia/Tokyo',
  	\`version_channel\` text DEFAULT 'email',
  	\`version_results_published_at\` text,
  	\`version_results_publishedat_tz\` text DEFAULT 'Asia/Tokyo',
  	\`version_sample\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`public_comments\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__public_comments_v\`("id", "parent_id", "version_english_summary", "version_slug", "version_published_at", "version_publishedat_tz", "version_opens_at", "version_opensat_tz", "version_closes_at", "version_closesat_tz", "version_channel", "version_results_published_at", "version_results_publishedat_tz", "version_sample", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_english_summary", "version_slug", "version_published_at", "version_publishedat_tz", "version_opens_at", "version_opensat_tz", "version_closes_at", "version_closesat_tz", "version_channel", "version_results_published_at", "version_results_publishedat_tz", "version_sample", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_public_comments_v\`;`)
  await db.run(sql`DROP TABLE \`_public_comments_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__public_comments_v\` RENAME TO \`_public_comments_v\`;`)
  await db.run(sql`CREATE INDEX \`_public_comments_v_parent_idx\` ON \`_public_comments_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_public_comments_v_version_version_slug_idx\` ON \`_public_comments_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_public_comments_v_version_version_published_at_idx\` ON \`_public_comments_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_public_comments_v_version_version_opens_at_idx\` ON \`_public_comments_v\` (\`version_opens_at\`);`)
  await db.run(sql`CREATE INDEX \`_public_comments_v_version_version_closes_at_idx\` ON \`_public_comments_v\` (\`version_closes_at\`);`)
  await db.run(sql`CREATE INDEX \`_public_comments_v_version_version_updated_at_idx\` ON \`_public_comments_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_public_comments_v_version_version_created_at_idx\` ON \`_public_comments_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_public_comments_v_version_version__status_idx\` ON \`_public_comments_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_public_comments_v_created_at_idx\` ON \`_public_comments_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_public_comments_v_updated_at_idx\` ON \`_public_comments_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_public_comments_v_snapshot_idx\` ON \`_public_comments_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_public_comments_v_published_locale_idx\` ON \`_public_comments_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_public_comments_v_latest_idx\` ON \`_public_comments_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_document_revisions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`english_summary\` text,
  	\`slug\` text,
  	\`published_at\` text,
  	\`publishedat_tz\` text DEFAULT 'Asia/Tokyo',
  	\`document_id\` integer,
  	\`issued_on\` text,
  	\`effective_on\` text,
  	\`transition_ends_on\` text,
  	\`sample\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_document_revisions\`("id", "english_summary", "slug", "published_at", "publishedat_tz", "document_id", "issued_on", "effective_on", "transition_ends_on", "sample", "updated_at", "created_at", "_status") SELECT "id", "english_summary", "slug", "published_at", "publishedat_tz", "document_id", "issued_on", "effective_on", "transition_ends_on", "sample", "updated_at", "created_at", "_status" FROM \`document_revisions\`;`)
  await db.run(sql`DROP TABLE \`document_revisions\`;`)
  await db.run(sql`ALTER TABLE \`__new_document_revisions\` RENAME TO \`document_revisions\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`document_revisions_slug_idx\` ON \`document_revisions\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`document_revisions_published_at_idx\` ON \`document_revisions\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`document_revisions_document_idx\` ON \`document_revisions\` (\`document_id\`);`)
  await db.run(sql`CREATE INDEX \`document_revisions_updated_at_idx\` ON \`document_revisions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`document_revisions_created_at_idx\` ON \`document_revisions\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`document_revisions__status_idx\` ON \`document_revisions\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__document_revisions_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_english_summary\` text,
  	\`version_slug\` text,
  	\`version_published_at\` text,
  	\`version_publishedat_tz\` text DEFAULT 'Asia/Tokyo',
  	\`version_document_id\` integer,
  	\`version_issued_on\` text,
  	\`version_effective_on\` text,
  	\`version_transition_ends_on\` text,
  	\`version_sample\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`document_revisions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__document_revisions_v\`("id", "parent_id", "version_english_summary", "version_slug", "version_published_at", "version_publishedat_tz", "version_document_id", "version_issued_on", "version_effective_on", "version_transition_ends_on", "version_sample", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_english_summary", "version_slug", "version_published_at", "version_publishedat_tz", "version_document_id", "version_issued_on", "version_effective_on", "version_transition_ends_on", "version_sample", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_document_revisions_v\`;`)
  await db.run(sql`DROP TABLE \`_document_revisions_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__document_revisions_v\` RENAME TO \`_document_revisions_v\`;`)
  await db.run(sql`CREATE INDEX \`_document_revisions_v_parent_idx\` ON \`_document_revisions_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_document_revisions_v_version_version_slug_idx\` ON \`_document_revisions_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_document_revisions_v_version_version_published_at_idx\` ON \`_document_revisions_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_document_revisions_v_version_version_document_idx\` ON \`_document_revisions_v\` (\`version_document_id\`);`)
  await db.run(sql`CREATE INDEX \`_document_revisions_v_version_version_updated_at_idx\` ON \`_document_revisions_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_document_revisions_v_version_version_created_at_idx\` ON \`_document_revisions_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_document_revisions_v_version_version__status_idx\` ON \`_document_revisions_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_document_revisions_v_created_at_idx\` ON \`_document_revisions_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_document_revisions_v_updated_at_idx\` ON \`_document_revisions_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_document_revisions_v_snapshot_idx\` ON \`_document_revisions_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_document_revisions_v_published_locale_idx\` ON \`_document_revisions_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_document_revisions_v_latest_idx\` ON \`_document_revisions_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'document',
  	\`group\` text,
  	\`document_number\` text,
  	\`form_number\` text,
  	\`reference_number\` text,
  	\`issued_on\` text,
  	\`applies_on\` text,
  	\`file_id\` integer,
  	\`published_at\` text,
  	\`publishedat_tz\` text DEFAULT 'Asia/Tokyo',
  	\`sample\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`file_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_documents\`("id", "kind", "group", "document_number", "form_number", "reference_number", "issued_on", "applies_on", "file_id", "published_at", "publishedat_tz", "sample", "updated_at", "created_at", "_status") SELECT "id", "kind", "group", "document_number", "form_number", "reference_number", "issued_on", "applies_on", "file_id", "published_at", "publishedat_tz", "sample", "updated_at", "created_at", "_status" FROM \`documents\`;`)
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`ALTER TABLE \`__new_documents\` RENAME TO \`documents\`;`)
  await db.run(sql`CREATE INDEX \`documents_kind_idx\` ON \`documents\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`documents_group_idx\` ON \`documents\` (\`group\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_document_number_idx\` ON \`documents\` (\`document_number\`);`)
  await db.run(sql`CREATE INDEX \`documents_form_number_idx\` ON \`documents\` (\`form_number\`);`)
  await db.run(sql`CREATE INDEX \`documents_issued_on_idx\` ON \`documents\` (\`issued_on\`);`)
  await db.run(sql`CREATE INDEX \`documents_file_idx\` ON \`documents\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`documents_published_at_idx\` ON \`documents\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`documents__status_idx\` ON \`documents\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__documents_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_kind\` text DEFAULT 'document',
  	\`version_group\` text,
  	\`version_document_number\` text,
  	\`version_form_number\` text,
  	\`version_reference_number\` text,
  	\`version_issued_on\` text,
  	\`version_applies_on\` text,
  	\`version_file_id\` integer,
  	\`version_published_at\` text,
  	\`version_publishedat_tz\` text DEFAULT 'Asia/Tokyo',
  	\`version_sample\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__documents_v\`("id", "parent_id", "version_kind", "version_group", "version_document_number", "version_form_number", "version_reference_number", "version_issued_on", "version_applies_on", "version_file_id", "version_published_at", "version_publishedat_tz", "version_sample", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_kind", "version_group", "version_document_number", "version_form_number", "version_reference_number", "version_issued_on", "version_applies_on", "version_file_id", "version_published_at", "version_publishedat_tz", "version_sample", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_documents_v\`;`)
  await db.run(sql`DROP TABLE \`_documents_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__documents_v\` RENAME TO \`_documents_v\`;`)
  await db.run(sql`CREATE INDEX \`_documents_v_parent_idx\` ON \`_documents_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_kind_idx\` ON \`_documents_v\` (\`version_kind\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_group_idx\` ON \`_documents_v\` (\`version_group\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_document_number_idx\` ON \`_documents_v\` (\`version_document_number\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_form_number_idx\` ON \`_documents_v\` (\`version_form_number\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_issued_on_idx\` ON \`_documents_v\` (\`version_issued_on\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_file_idx\` ON \`_documents_v\` (\`version_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_published_at_idx\` ON \`_documents_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_updated_at_idx\` ON \`_documents_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_created_at_idx\` ON \`_documents_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version__status_idx\` ON \`_documents_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_created_at_idx\` ON \`_documents_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_updated_at_idx\` ON \`_documents_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_snapshot_idx\` ON \`_documents_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_published_locale_idx\` ON \`_documents_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_latest_idx\` ON \`_documents_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_job_postings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`english_summary\` text,
  	\`slug\` text,
  	\`published_at\` text,
  	\`publishedat_tz\` text DEFAULT 'Asia/Tokyo',
  	\`unit\` text,
  	\`contract\` text,
  	\`closes_on\` text,
  	\`apply_to\` text,
  	\`sample\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_job_postings\`("id", "english_summary", "slug", "published_at", "publishedat_tz", "unit", "contract", "closes_on", "apply_to", "sample", "updated_at", "created_at", "_status") SELECT "id", "english_summary", "slug", "published_at", "publishedat_tz", "unit", "contract", "closes_on", "apply_to", "sample", "updated_at", "created_at", "_status" FROM \`job_postings\`;`)
  await db.run(sql`DROP TABLE \`job_postings\`;`)
  await db.run(sql`ALTER TABLE \`__new_job_postings\` RENAME TO \`job_postings\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`job_postings_slug_idx\` ON \`job_postings\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`job_postings_published_at_idx\` ON \`job_postings\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`job_postings_closes_on_idx\` ON \`job_postings\` (\`closes_on\`);`)
  await db.run(sql`CREATE INDEX \`job_postings_updated_at_idx\` ON \`job_postings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`job_postings_created_at_idx\` ON \`job_postings\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`job_postings__status_idx\` ON \`job_postings\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__job_postings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_english_summary\` text,
  	\`version_slug\` text,
  	\`version_published_at\` text,
  	\`version_publishedat_tz\` text DEFAULT 'Asia/Tokyo',
  	\`version_unit\` text,
  	\`version_contract\` text,
  	\`version_closes_on\` text,
  	\`version_apply_to\` text,
  	\`version_sample\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`job_postings\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__job_postings_v\`("id", "parent_id", "version_english_summary", "version_slug", "version_published_at", "version_publishedat_tz", "version_unit", "version_contract", "version_closes_on", "version_apply_to", "version_sample", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_english_summary", "version_slug", "version_published_at", "version_publishedat_tz", "version_unit", "version_contract", "version_closes_on", "version_apply_to", "version_sample", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_job_postings_v\`;`)
  await db.run(sql`DROP TABLE \`_job_postings_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__job_postings_v\` RENAME TO \`_job_postings_v\`;`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_parent_idx\` ON \`_job_postings_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_version_version_slug_idx\` ON \`_job_postings_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_version_version_published_at_idx\` ON \`_job_postings_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_version_version_closes_on_idx\` ON \`_job_postings_v\` (\`version_closes_on\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_version_version_updated_at_idx\` ON \`_job_postings_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_version_version_created_at_idx\` ON \`_job_postings_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_version_version__status_idx\` ON \`_job_postings_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_created_at_idx\` ON \`_job_postings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_updated_at_idx\` ON \`_job_postings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_snapshot_idx\` ON \`_job_postings_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_published_locale_idx\` ON \`_job_postings_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_latest_idx\` ON \`_job_postings_v\` (\`latest\`);`)
}
