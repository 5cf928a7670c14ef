import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_latest_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`source\` text,
  	\`count\` numeric DEFAULT 5,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_latest_items_order_idx\` ON \`pages_blocks_latest_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_latest_items_parent_id_idx\` ON \`pages_blocks_latest_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_latest_items_path_idx\` ON \`pages_blocks_latest_items\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_latest_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`source\` text,
  	\`count\` numeric DEFAULT 5,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_latest_items_order_idx\` ON \`_pages_v_blocks_latest_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_latest_items_parent_id_idx\` ON \`_pages_v_blocks_latest_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_latest_items_path_idx\` ON \`_pages_v_blocks_latest_items\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`news_related_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_related_links_order_idx\` ON \`news_related_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_related_links_parent_id_idx\` ON \`news_related_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`news_related_links_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_related_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`news_related_links_locales_locale_parent_id_unique\` ON \`news_related_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`published_at\` text,
  	\`publishedat_tz\` text DEFAULT 'Asia/Tokyo',
  	\`category\` text DEFAULT 'notice',
  	\`sample\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`news_slug_idx\` ON \`news\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_published_at_idx\` ON \`news\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`news_category_idx\` ON \`news\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`news_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`search_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`news_locales_locale_parent_id_unique\` ON \`news_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`news_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_rels_order_idx\` ON \`news_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_parent_idx\` ON \`news_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_path_idx\` ON \`news_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_files_id_idx\` ON \`news_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_version_related_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_version_related_links_order_idx\` ON \`_news_v_version_related_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_related_links_parent_id_idx\` ON \`_news_v_version_related_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_version_related_links_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v_version_related_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_news_v_version_related_links_locales_locale_parent_id_uniqu\` ON \`_news_v_version_related_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_published_at\` text,
  	\`version_publishedat_tz\` text DEFAULT 'Asia/Tokyo',
  	\`version_category\` text DEFAULT 'notice',
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
  await db.run(sql`CREATE TABLE \`_news_v_locales\` (
  	\`version_title\` text,
  	\`version_body\` text,
  	\`version_search_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_news_v_locales_locale_parent_id_unique\` ON \`_news_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_rels_order_idx\` ON \`_news_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_parent_idx\` ON \`_news_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_path_idx\` ON \`_news_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_files_id_idx\` ON \`_news_v_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE TABLE \`public_comments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  await db.run(sql`CREATE UNIQUE INDEX \`public_comments_slug_idx\` ON \`public_comments\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`public_comments_published_at_idx\` ON \`public_comments\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`public_comments_opens_at_idx\` ON \`public_comments\` (\`opens_at\`);`)
  await db.run(sql`CREATE INDEX \`public_comments_closes_at_idx\` ON \`public_comments\` (\`closes_at\`);`)
  await db.run(sql`CREATE INDEX \`public_comments_updated_at_idx\` ON \`public_comments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`public_comments_created_at_idx\` ON \`public_comments\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`public_comments__status_idx\` ON \`public_comments\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`public_comments_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`address\` text,
  	\`results_body\` text,
  	\`search_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`public_comments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`public_comments_locales_locale_parent_id_unique\` ON \`public_comments_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`public_comments_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`public_comments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`public_comments_rels_order_idx\` ON \`public_comments_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`public_comments_rels_parent_idx\` ON \`public_comments_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`public_comments_rels_path_idx\` ON \`public_comments_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`public_comments_rels_files_id_idx\` ON \`public_comments_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE TABLE \`_public_comments_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
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
  await db.run(sql`CREATE TABLE \`_public_comments_v_locales\` (
  	\`version_title\` text,
  	\`version_body\` text,
  	\`version_address\` text,
  	\`version_results_body\` text,
  	\`version_search_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_public_comments_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_public_comments_v_locales_locale_parent_id_unique\` ON \`_public_comments_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_public_comments_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_public_comments_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_public_comments_v_rels_order_idx\` ON \`_public_comments_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_public_comments_v_rels_parent_idx\` ON \`_public_comments_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_public_comments_v_rels_path_idx\` ON \`_public_comments_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_public_comments_v_rels_files_id_idx\` ON \`_public_comments_v_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE TABLE \`document_revisions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  await db.run(sql`CREATE UNIQUE INDEX \`document_revisions_slug_idx\` ON \`document_revisions\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`document_revisions_published_at_idx\` ON \`document_revisions\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`document_revisions_document_idx\` ON \`document_revisions\` (\`document_id\`);`)
  await db.run(sql`CREATE INDEX \`document_revisions_updated_at_idx\` ON \`document_revisions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`document_revisions_created_at_idx\` ON \`document_revisions\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`document_revisions__status_idx\` ON \`document_revisions\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`document_revisions_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`transition_note\` text,
  	\`search_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`document_revisions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`document_revisions_locales_locale_parent_id_unique\` ON \`document_revisions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`document_revisions_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`document_revisions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`document_revisions_rels_order_idx\` ON \`document_revisions_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`document_revisions_rels_parent_idx\` ON \`document_revisions_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`document_revisions_rels_path_idx\` ON \`document_revisions_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`document_revisions_rels_files_id_idx\` ON \`document_revisions_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE TABLE \`_document_revisions_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
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
  await db.run(sql`CREATE TABLE \`_document_revisions_v_locales\` (
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_transition_note\` text,
  	\`version_search_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_document_revisions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_document_revisions_v_locales_locale_parent_id_unique\` ON \`_document_revisions_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_document_revisions_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_document_revisions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_document_revisions_v_rels_order_idx\` ON \`_document_revisions_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_document_revisions_v_rels_parent_idx\` ON \`_document_revisions_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_document_revisions_v_rels_path_idx\` ON \`_document_revisions_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_document_revisions_v_rels_files_id_idx\` ON \`_document_revisions_v_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE TABLE \`documents_schemes\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`documents_schemes_order_idx\` ON \`documents_schemes\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`documents_schemes_parent_idx\` ON \`documents_schemes\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`documents\` (
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
  await db.run(sql`CREATE TABLE \`documents_locales\` (
  	\`title\` text,
  	\`reference_title\` text,
  	\`explanatory_document_name\` text,
  	\`published_portion\` text,
  	\`usual_articles\` text,
  	\`explanatory_text\` text,
  	\`search_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_locales_locale_parent_id_unique\` ON \`documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_documents_v_version_schemes\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_documents_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_documents_v_version_schemes_order_idx\` ON \`_documents_v_version_schemes\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_schemes_parent_idx\` ON \`_documents_v_version_schemes\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_documents_v\` (
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
  await db.run(sql`CREATE TABLE \`_documents_v_locales\` (
  	\`version_title\` text,
  	\`version_reference_title\` text,
  	\`version_explanatory_document_name\` text,
  	\`version_published_portion\` text,
  	\`version_usual_articles\` text,
  	\`version_explanatory_text\` text,
  	\`version_search_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_documents_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_documents_v_locales_locale_parent_id_unique\` ON \`_documents_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`job_postings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  await db.run(sql`CREATE UNIQUE INDEX \`job_postings_slug_idx\` ON \`job_postings\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`job_postings_published_at_idx\` ON \`job_postings\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`job_postings_closes_on_idx\` ON \`job_postings\` (\`closes_on\`);`)
  await db.run(sql`CREATE INDEX \`job_postings_updated_at_idx\` ON \`job_postings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`job_postings_created_at_idx\` ON \`job_postings\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`job_postings__status_idx\` ON \`job_postings\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`job_postings_locales\` (
  	\`title\` text,
  	\`duties\` text,
  	\`requirements\` text,
  	\`conditions\` text,
  	\`how_to_apply\` text,
  	\`subject_line\` text,
  	\`search_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`job_postings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`job_postings_locales_locale_parent_id_unique\` ON \`job_postings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_job_postings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
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
  await db.run(sql`CREATE TABLE \`_job_postings_v_locales\` (
  	\`version_title\` text,
  	\`version_duties\` text,
  	\`version_requirements\` text,
  	\`version_conditions\` text,
  	\`version_how_to_apply\` text,
  	\`version_subject_line\` text,
  	\`version_search_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_job_postings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_job_postings_v_locales_locale_parent_id_unique\` ON \`_job_postings_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`language\` text DEFAULT 'ja' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`files_updated_at_idx\` ON \`files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`files_created_at_idx\` ON \`files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`files_filename_idx\` ON \`files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`files_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`files_locales_locale_parent_id_unique\` ON \`files_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`news_id\` integer REFERENCES news(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`public_comments_id\` integer REFERENCES public_comments(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`document_revisions_id\` integer REFERENCES document_revisions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`documents_id\` integer REFERENCES documents(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`job_postings_id\` integer REFERENCES job_postings(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`files_id\` integer REFERENCES files(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_public_comments_id_idx\` ON \`payload_locked_documents_rels\` (\`public_comments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_document_revisions_id_idx\` ON \`payload_locked_documents_rels\` (\`document_revisions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_postings_id_idx\` ON \`payload_locked_documents_rels\` (\`job_postings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_files_id_idx\` ON \`payload_locked_documents_rels\` (\`files_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_latest_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_latest_items\`;`)
  await db.run(sql`DROP TABLE \`news_related_links\`;`)
  await db.run(sql`DROP TABLE \`news_related_links_locales\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`DROP TABLE \`news_locales\`;`)
  await db.run(sql`DROP TABLE \`news_rels\`;`)
  await db.run(sql`DROP TABLE \`_news_v_version_related_links\`;`)
  await db.run(sql`DROP TABLE \`_news_v_version_related_links_locales\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_news_v_rels\`;`)
  await db.run(sql`DROP TABLE \`public_comments\`;`)
  await db.run(sql`DROP TABLE \`public_comments_locales\`;`)
  await db.run(sql`DROP TABLE \`public_comments_rels\`;`)
  await db.run(sql`DROP TABLE \`_public_comments_v\`;`)
  await db.run(sql`DROP TABLE \`_public_comments_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_public_comments_v_rels\`;`)
  await db.run(sql`DROP TABLE \`document_revisions\`;`)
  await db.run(sql`DROP TABLE \`document_revisions_locales\`;`)
  await db.run(sql`DROP TABLE \`document_revisions_rels\`;`)
  await db.run(sql`DROP TABLE \`_document_revisions_v\`;`)
  await db.run(sql`DROP TABLE \`_document_revisions_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_document_revisions_v_rels\`;`)
  await db.run(sql`DROP TABLE \`documents_schemes\`;`)
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`DROP TABLE \`documents_locales\`;`)
  await db.run(sql`DROP TABLE \`_documents_v_version_schemes\`;`)
  await db.run(sql`DROP TABLE \`_documents_v\`;`)
  await db.run(sql`DROP TABLE \`_documents_v_locales\`;`)
  await db.run(sql`DROP TABLE \`job_postings\`;`)
  await db.run(sql`DROP TABLE \`job_postings_locales\`;`)
  await db.run(sql`DROP TABLE \`_job_postings_v\`;`)
  await db.run(sql`DROP TABLE \`_job_postings_v_locales\`;`)
  await db.run(sql`DROP TABLE \`files\`;`)
  await db.run(sql`DROP TABLE \`files_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`accredited_bodies_id\` integer,
  	\`certified_organisations_id\` integer,
  	\`inquiries_id\` integer,
  	\`complaints_id\` integer,
  	\`form_drafts_id\` integer,
  	\`users_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`accredited_bodies_id\`) REFERENCES \`accredited_bodies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`certified_organisations_id\`) REFERENCES \`certified_organisations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inquiries_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`complaints_id\`) REFERENCES \`complaints\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_drafts_id\`) REFERENCES \`form_drafts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "accredited_bodies_id", "certified_organisations_id", "inquiries_id", "complaints_id", "form_drafts_id", "users_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "accredited_bodies_id", "certified_organisations_id", "inquiries_id", "complaints_id", "form_drafts_id", "users_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_accredited_bodies_id_idx\` ON \`payload_locked_documents_rels\` (\`accredited_bodies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_certified_organisations_id_idx\` ON \`payload_locked_documents_rels\` (\`certified_organisations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_complaints_id_idx\` ON \`payload_locked_documents_rels\` (\`complaints_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_drafts_id_idx\` ON \`payload_locked_documents_rels\` (\`form_drafts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}
