import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`register_edits\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`subject\` text NOT NULL,
  	\`subject_key\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`source\` text NOT NULL,
  	\`report_id\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`register_edits_updated_at_idx\` ON \`register_edits\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`register_edits_created_at_idx\` ON \`register_edits\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`register_edits_id\` integer REFERENCES register_edits(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_register_edits_id_idx\` ON \`payload_locked_documents_rels\` (\`register_edits_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`register_edits\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`form_drafts_id\` integer,
  	\`alert_addresses_id\` integer,
  	\`alert_subscriptions_id\` integer,
  	\`alert_queue_id\` integer,
  	\`open_data_snapshots_id\` integer,
  	\`credential_status_entries_id\` integer,
  	\`document_checks_id\` integer,
  	\`media_id\` integer,
  	\`import_leases_id\` integer,
  	\`users_id\` integer,
  	\`news_id\` integer,
  	\`public_comments_id\` integer,
  	\`documents_id\` integer,
  	\`document_revisions_id\` integer,
  	\`job_postings_id\` integer,
  	\`files_id\` integer,
  	\`roster_entries_id\` integer,
  	\`contributions_id\` integer,
  	\`schemes_id\` integer,
  	\`accredited_bodies_id\` integer,
  	\`certified_organisations_id\` integer,
  	\`certificate_reports_id\` integer,
  	\`import_runs_id\` integer,
  	\`inquiries_id\` integer,
  	\`complaints_id\` integer,
  	\`audit_log_id\` integer,
  	\`validity_history_id\` integer,
  	\`bulk_checks_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_drafts_id\`) REFERENCES \`form_drafts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alert_addresses_id\`) REFERENCES \`alert_addresses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alert_subscriptions_id\`) REFERENCES \`alert_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alert_queue_id\`) REFERENCES \`alert_queue\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`open_data_snapshots_id\`) REFERENCES \`open_data_snapshots\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`credential_status_entries_id\`) REFERENCES \`credential_status_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`document_checks_id\`) REFERENCES \`document_checks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`import_leases_id\`) REFERENCES \`import_leases\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`public_comments_id\`) REFERENCES \`public_comments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`document_revisions_id\`) REFERENCES \`document_revisions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_postings_id\`) REFERENCES \`job_postings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`roster_entries_id\`) REFERENCES \`roster_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contributions_id\`) REFERENCES \`contributions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`schemes_id\`) REFERENCES \`schemes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`accredited_bodies_id\`) REFERENCES \`accredited_bodies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`certified_organisations_id\`) REFERENCES \`certified_organisations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`certificate_reports_id\`) REFERENCES \`certificate_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`import_runs_id\`) REFERENCES \`import_runs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inquiries_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`complaints_id\`) REFERENCES \`complaints\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`validity_history_id\`) REFERENCES \`validity_history\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bulk_checks_id\`) REFERENCES \`bulk_checks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "form_drafts_id", "alert_addresses_id", "alert_subscriptions_id", "alert_queue_id", "open_data_snapshots_id", "credential_status_entries_id", "document_checks_id", "media_id", "import_leases_id", "users_id", "news_id", "public_comments_id", "documents_id", "document_revisions_id", "job_postings_id", "files_id", "roster_entries_id", "contributions_id", "schemes_id", "accredited_bodies_id", "certified_organisations_id", "certificate_reports_id", "import_runs_id", "inquiries_id", "complaints_id", "audit_log_id", "validity_history_id", "bulk_checks_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "form_drafts_id", "alert_addresses_id", "alert_subscriptions_id", "alert_queue_id", "open_data_snapshots_id", "credential_status_entries_id", "document_checks_id", "media_id", "import_leases_id", "users_id", "news_id", "public_comments_id", "documents_id", "document_revisions_id", "job_postings_id", "files_id", "roster_entries_id", "contributions_id", "schemes_id", "accredited_bodies_id", "certified_organisations_id", "certificate_reports_id", "import_runs_id", "inquiries_id", "complaints_id", "audit_log_id", "validity_history_id", "bulk_checks_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_drafts_id_idx\` ON \`payload_locked_documents_rels\` (\`form_drafts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_addresses_id_idx\` ON \`payload_locked_documents_rels\` (\`alert_addresses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`alert_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_queue_id_idx\` ON \`payload_locked_documents_rels\` (\`alert_queue_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_open_data_snapshots_id_idx\` ON \`payload_locked_documents_rels\` (\`open_data_snapshots_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_credential_status_entries__idx\` ON \`payload_locked_documents_rels\` (\`credential_status_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_document_checks_id_idx\` ON \`payload_locked_documents_rels\` (\`document_checks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_import_leases_id_idx\` ON \`payload_locked_documents_rels\` (\`import_leases_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_public_comments_id_idx\` ON \`payload_locked_documents_rels\` (\`public_comments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_document_revisions_id_idx\` ON \`payload_locked_documents_rels\` (\`document_revisions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_postings_id_idx\` ON \`payload_locked_documents_rels\` (\`job_postings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_files_id_idx\` ON \`payload_locked_documents_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_roster_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`roster_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contributions_id_idx\` ON \`payload_locked_documents_rels\` (\`contributions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_schemes_id_idx\` ON \`payload_locked_documents_rels\` (\`schemes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_accredited_bodies_id_idx\` ON \`payload_locked_documents_rels\` (\`accredited_bodies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_certified_organisations_id_idx\` ON \`payload_locked_documents_rels\` (\`certified_organisations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_certificate_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`certificate_reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_import_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`import_runs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_complaints_id_idx\` ON \`payload_locked_documents_rels\` (\`complaints_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_validity_history_id_idx\` ON \`payload_locked_documents_rels\` (\`validity_history_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bulk_checks_id_idx\` ON \`payload_locked_documents_rels\` (\`bulk_checks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}
