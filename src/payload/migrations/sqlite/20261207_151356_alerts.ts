import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`alert_addresses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`public_id\` text NOT NULL,
  	\`confirmation_day\` text,
  	\`confirmations_that_day\` numeric DEFAULT 0,
  	\`hard_bounces\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`alert_addresses_email_idx\` ON \`alert_addresses\` (\`email\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`alert_addresses_public_id_idx\` ON \`alert_addresses\` (\`public_id\`);`)
  await db.run(sql`CREATE INDEX \`alert_addresses_updated_at_idx\` ON \`alert_addresses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`alert_addresses_created_at_idx\` ON \`alert_addresses\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`alert_subscriptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`address_id\` numeric NOT NULL,
  	\`kind\` text NOT NULL,
  	\`subject_key\` text NOT NULL,
  	\`frequency\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`request_id\` text,
  	\`nonce\` text,
  	\`requested_at\` text NOT NULL,
  	\`confirmed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`alert_subscriptions_address_id_idx\` ON \`alert_subscriptions\` (\`address_id\`);`)
  await db.run(sql`CREATE INDEX \`alert_subscriptions_request_id_idx\` ON \`alert_subscriptions\` (\`request_id\`);`)
  await db.run(sql`CREATE INDEX \`alert_subscriptions_confirmed_at_idx\` ON \`alert_subscriptions\` (\`confirmed_at\`);`)
  await db.run(sql`CREATE INDEX \`alert_subscriptions_updated_at_idx\` ON \`alert_subscriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`alert_subscriptions_created_at_idx\` ON \`alert_subscriptions\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`addressId_kind_subjectKey_idx\` ON \`alert_subscriptions\` (\`address_id\`,\`kind\`,\`subject_key\`);`)
  await db.run(sql`CREATE INDEX \`kind_subjectKey_idx\` ON \`alert_subscriptions\` (\`kind\`,\`subject_key\`);`)
  await db.run(sql`CREATE TABLE \`alert_queue\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`dedupe_key\` text NOT NULL,
  	\`address_id\` numeric NOT NULL,
  	\`subscription_id\` numeric,
  	\`kind\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`event\` text NOT NULL,
  	\`due_at\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`attempts\` numeric DEFAULT 0,
  	\`next_attempt_at\` text,
  	\`batch\` text,
  	\`sent_at\` text,
  	\`last_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`alert_queue_dedupe_key_idx\` ON \`alert_queue\` (\`dedupe_key\`);`)
  await db.run(sql`CREATE INDEX \`alert_queue_batch_idx\` ON \`alert_queue\` (\`batch\`);`)
  await db.run(sql`CREATE INDEX \`alert_queue_updated_at_idx\` ON \`alert_queue\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`alert_queue_created_at_idx\` ON \`alert_queue\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`status_dueAt_idx\` ON \`alert_queue\` (\`status\`,\`due_at\`);`)
  await db.run(sql`CREATE INDEX \`addressId_status_idx\` ON \`alert_queue\` (\`address_id\`,\`status\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`alert_addresses_id\` integer REFERENCES alert_addresses(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`alert_subscriptions_id\` integer REFERENCES alert_subscriptions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`alert_queue_id\` integer REFERENCES alert_queue(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_addresses_id_idx\` ON \`payload_locked_documents_rels\` (\`alert_addresses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`alert_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_queue_id_idx\` ON \`payload_locked_documents_rels\` (\`alert_queue_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`alert_addresses\`;`)
  await db.run(sql`DROP TABLE \`alert_subscriptions\`;`)
  await db.run(sql`DROP TABLE \`alert_queue\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`news_id\` integer,
  	\`public_comments_id\` integer,
  	\`document_revisions_id\` integer,
  	\`documents_id\` integer,
  	\`job_postings_id\` integer,
  	\`files_id\` integer,
  	\`media_id\` integer,
  	\`roster_entries_id\` integer,
  	\`schemes_id\` integer,
  	\`contributions_id\` integer,
  	\`accredited_bodies_id\` integer,
  	\`certified_organisations_id\` integer,
  	\`certificate_reports_id\` integer,
  	\`inquiries_id\` integer,
  	\`complaints_id\` integer,
  	\`form_drafts_id\` integer,
  	\`import_runs_id\` integer,
  	\`import_leases_id\` integer,
  	\`audit_log_id\` integer,
  	\`users_id\` integer,
  	\`redirects_id\` integer,
  	\`validity_history_id\` integer,
  	\`bulk_checks_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`public_comments_id\`) REFERENCES \`public_comments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`document_revisions_id\`) REFERENCES \`document_revisions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_postings_id\`) REFERENCES \`job_postings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`roster_entries_id\`) REFERENCES \`roster_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`schemes_id\`) REFERENCES \`schemes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contributions_id\`) REFERENCES \`contributions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`accredited_bodies_id\`) REFERENCES \`accredited_bodies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`certified_organisations_id\`) REFERENCES \`certified_organisations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`certificate_reports_id\`) REFERENCES \`certificate_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inquiries_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`complaints_id\`) REFERENCES \`complaints\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_drafts_id\`) REFERENCES \`form_drafts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`import_runs_id\`) REFERENCES \`import_runs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`import_leases_id\`) REFERENCES \`import_leases\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`validity_history_id\`) REFERENCES \`validity_history\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bulk_checks_id\`) REFERENCES \`bulk_checks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "news_id", "public_comments_id", "document_revisions_id", "documents_id", "job_postings_id", "files_id", "media_id", "roster_entries_id", "schemes_id", "contributions_id", "accredited_bodies_id", "certified_organisations_id", "certificate_reports_id", "inquiries_id", "complaints_id", "form_drafts_id", "import_runs_id", "import_leases_id", "audit_log_id", "users_id", "redirects_id", "validity_history_id", "bulk_checks_id") SELECT "id", "order", "parent_id", "path", "pages_id", "news_id", "public_comments_id", "document_revisions_id", "documents_id", "job_postings_id", "files_id", "media_id", "roster_entries_id", "schemes_id", "contributions_id", "accredited_bodies_id", "certified_organisations_id", "certificate_reports_id", "inquiries_id", "complaints_id", "form_drafts_id", "import_runs_id", "import_leases_id", "audit_log_id", "users_id", "redirects_id", "validity_history_id", "bulk_checks_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_public_comments_id_idx\` ON \`payload_locked_documents_rels\` (\`public_comments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_document_revisions_id_idx\` ON \`payload_locked_documents_rels\` (\`document_revisions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_postings_id_idx\` ON \`payload_locked_documents_rels\` (\`job_postings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_files_id_idx\` ON \`payload_locked_documents_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_roster_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`roster_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_schemes_id_idx\` ON \`payload_locked_documents_rels\` (\`schemes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contributions_id_idx\` ON \`payload_locked_documents_rels\` (\`contributions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_accredited_bodies_id_idx\` ON \`payload_locked_documents_rels\` (\`accredited_bodies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_certified_organisations_id_idx\` ON \`payload_locked_documents_rels\` (\`certified_organisations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_certificate_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`certificate_reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_complaints_id_idx\` ON \`payload_locked_documents_rels\` (\`complaints_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_drafts_id_idx\` ON \`payload_locked_documents_rels\` (\`form_drafts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_import_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`import_runs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_import_leases_id_idx\` ON \`payload_locked_documents_rels\` (\`import_leases_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_validity_history_id_idx\` ON \`payload_locked_documents_rels\` (\`validity_history_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bulk_checks_id_idx\` ON \`payload_locked_documents_rels\` (\`bulk_checks_id\`);`)
}
