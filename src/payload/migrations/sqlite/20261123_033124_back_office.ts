import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`import_runs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`directory\` text NOT NULL,
  	\`summary\` text NOT NULL,
  	\`ok\` integer DEFAULT false NOT NULL,
  	\`by_id\` integer,
  	\`by_name\` text,
  	\`files\` text,
  	\`rows\` numeric DEFAULT 0 NOT NULL,
  	\`created\` numeric DEFAULT 0 NOT NULL,
  	\`updated\` numeric DEFAULT 0 NOT NULL,
  	\`unchanged\` numeric DEFAULT 0 NOT NULL,
  	\`refused\` numeric DEFAULT 0 NOT NULL,
  	\`seconds\` numeric,
  	\`problems\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`import_runs_directory_idx\` ON \`import_runs\` (\`directory\`);`)
  await db.run(sql`CREATE INDEX \`import_runs_by_idx\` ON \`import_runs\` (\`by_id\`);`)
  await db.run(sql`CREATE INDEX \`import_runs_updated_at_idx\` ON \`import_runs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`import_runs_created_at_idx\` ON \`import_runs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`audit_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`action\` text NOT NULL,
  	\`summary\` text NOT NULL,
  	\`actor_id\` integer,
  	\`actor_name\` text,
  	\`target_collection\` text,
  	\`document_id\` text,
  	\`detail\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`actor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`audit_log_action_idx\` ON \`audit_log\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_actor_idx\` ON \`audit_log\` (\`actor_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_actor_name_idx\` ON \`audit_log\` (\`actor_name\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_target_collection_idx\` ON \`audit_log\` (\`target_collection\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_document_id_idx\` ON \`audit_log\` (\`document_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_updated_at_idx\` ON \`audit_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_created_at_idx\` ON \`audit_log\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`retention\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`draft_days\` numeric DEFAULT 1 NOT NULL,
  	\`handled_submission_days\` numeric DEFAULT 1095 NOT NULL,
  	\`last_run_on\` text,
  	\`last_run_report\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_inquiries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`receipt_number\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`locale\` text NOT NULL,
  	\`staff_note\` text,
  	\`handled_at\` text,
  	\`personal_data_erased_at\` text,
  	\`name\` text,
  	\`name_kana\` text,
  	\`organization\` text,
  	\`email\` text,
  	\`phone\` text,
  	\`category\` text NOT NULL,
  	\`subject\` text,
  	\`message\` text,
  	\`staff_mail_status\` text DEFAULT 'pending',
  	\`staff_mail_attempts\` numeric DEFAULT 0,
  	\`staff_mail_next_attempt_at\` text,
  	\`staff_mail_sent_at\` text,
  	\`staff_mail_last_error\` text,
  	\`acknowledgement_mail_status\` text DEFAULT 'pending',
  	\`acknowledgement_mail_attempts\` numeric DEFAULT 0,
  	\`acknowledgement_mail_next_attempt_at\` text,
  	\`acknowledgement_mail_sent_at\` text,
  	\`acknowledgement_mail_last_error\` text,
  	\`draft_token\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_inquiries\`("id", "receipt_number", "status", "locale", "staff_note", "name", "name_kana", "organization", "email", "phone", "category", "subject", "message", "staff_mail_status", "staff_mail_attempts", "staff_mail_next_attempt_at", "staff_mail_sent_at", "staff_mail_last_error", "acknowledgement_mail_status", "acknowledgement_mail_attempts", "acknowledgement_mail_next_attempt_at", "acknowledgement_mail_sent_at", "acknowledgement_mail_last_error", "draft_token", "updated_at", "created_at") SELECT "id", "receipt_number", "status", "locale", "staff_note", "name", "name_kana", "organization", "email", "phone", "category", "subject", "message", "staff_mail_status", "staff_mail_attempts", "staff_mail_next_attempt_at", "staff_mail_sent_at", "staff_mail_last_error", "acknowledgement_mail_status", "acknowledgement_mail_attempts", "acknowledgement_mail_next_attempt_at", "acknowledgement_mail_sent_at", "acknowledgement_mail_last_error", "draft_token", "updated_at", "created_at" FROM \`inquiries\`;`)
  await db.run(sql`DROP TABLE \`inquiries\`;`)
  await db.run(sql`ALTER TABLE \`__new_inquiries\` RENAME TO \`inquiries\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`inquiries_receipt_number_idx\` ON \`inquiries\` (\`receipt_number\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_status_idx\` ON \`inquiries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_handled_at_idx\` ON \`inquiries\` (\`handled_at\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_category_idx\` ON \`inquiries\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_staff_mail_staff_mail_status_idx\` ON \`inquiries\` (\`staff_mail_status\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_staff_mail_staff_mail_next_attempt_at_idx\` ON \`inquiries\` (\`staff_mail_next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_acknowledgement_mail_acknowledgement_mail_stat_idx\` ON \`inquiries\` (\`acknowledgement_mail_status\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_acknowledgement_mail_acknowledgement_mail_next_idx\` ON \`inquiries\` (\`acknowledgement_mail_next_attempt_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`inquiries_draft_token_idx\` ON \`inquiries\` (\`draft_token\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_updated_at_idx\` ON \`inquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_created_at_idx\` ON \`inquiries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_complaints\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`receipt_number\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`locale\` text NOT NULL,
  	\`staff_note\` text,
  	\`handled_at\` text,
  	\`personal_data_erased_at\` text,
  	\`name\` text,
  	\`name_kana\` text,
  	\`organization\` text,
  	\`department\` text,
  	\`position\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`target_name\` text NOT NULL,
  	\`target_kind\` text NOT NULL,
  	\`content\` text,
  	\`prior_complaint\` text NOT NULL,
  	\`prior_answer\` text,
  	\`reply_wanted\` text NOT NULL,
  	\`staff_mail_status\` text DEFAULT 'pending',
  	\`staff_mail_attempts\` numeric DEFAULT 0,
  	\`staff_mail_next_attempt_at\` text,
  	\`staff_mail_sent_at\` text,
  	\`staff_mail_last_error\` text,
  	\`acknowledgement_mail_status\` text DEFAULT 'pending',
  	\`acknowledgement_mail_attempts\` numeric DEFAULT 0,
  	\`acknowledgement_mail_next_attempt_at\` text,
  	\`acknowledgement_mail_sent_at\` text,
  	\`acknowledgement_mail_last_error\` text,
  	\`draft_token\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_complaints\`("id", "receipt_number", "status", "locale", "staff_note", "name", "name_kana", "organization", "department", "position", "phone", "email", "target_name", "target_kind", "content", "prior_complaint", "prior_answer", "reply_wanted", "staff_mail_status", "staff_mail_attempts", "staff_mail_next_attempt_at", "staff_mail_sent_at", "staff_mail_last_error", "acknowledgement_mail_status", "acknowledgement_mail_attempts", "acknowledgement_mail_next_attempt_at", "acknowledgement_mail_sent_at", "acknowledgement_mail_last_error", "draft_token", "updated_at", "created_at") SELECT "id", "receipt_number", "status", "locale", "staff_note", "name", "name_kana", "organization", "department", "position", "phone", "email", "target_name", "target_kind", "content", "prior_complaint", "prior_answer", "reply_wanted", "staff_mail_status", "staff_mail_attempts", "staff_mail_next_attempt_at", "staff_mail_sent_at", "staff_mail_last_error", "acknowledgement_mail_status", "acknowledgement_mail_attempts", "acknowledgement_mail_next_attempt_at", "acknowledgement_mail_sent_at", "acknowledgement_mail_last_error", "draft_token", "updated_at", "created_at" FROM \`complaints\`;`)
  await db.run(sql`DROP TABLE \`complaints\`;`)
  await db.run(sql`ALTER TABLE \`__new_complaints\` RENAME TO \`complaints\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`complaints_receipt_number_idx\` ON \`complaints\` (\`receipt_number\`);`)
  await db.run(sql`CREATE INDEX \`complaints_status_idx\` ON \`complaints\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`complaints_handled_at_idx\` ON \`complaints\` (\`handled_at\`);`)
  await db.run(sql`CREATE INDEX \`complaints_staff_mail_staff_mail_status_idx\` ON \`complaints\` (\`staff_mail_status\`);`)
  await db.run(sql`CREATE INDEX \`complaints_staff_mail_staff_mail_next_attempt_at_idx\` ON \`complaints\` (\`staff_mail_next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`complaints_acknowledgement_mail_acknowledgement_mail_sta_idx\` ON \`complaints\` (\`acknowledgement_mail_status\`);`)
  await db.run(sql`CREATE INDEX \`complaints_acknowledgement_mail_acknowledgement_mail_nex_idx\` ON \`complaints\` (\`acknowledgement_mail_next_attempt_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`complaints_draft_token_idx\` ON \`complaints\` (\`draft_token\`);`)
  await db.run(sql`CREATE INDEX \`complaints_updated_at_idx\` ON \`complaints\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`complaints_created_at_idx\` ON \`complaints\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`import_runs_id\` integer REFERENCES import_runs(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`audit_log_id\` integer REFERENCES audit_log(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_import_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`import_runs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`import_runs\`;`)
  await db.run(sql`DROP TABLE \`audit_log\`;`)
  await db.run(sql`DROP TABLE \`retention\`;`)
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
  	\`inquiries_id\` integer,
  	\`complaints_id\` integer,
  	\`form_drafts_id\` integer,
  	\`users_id\` integer,
  	\`redirects_id\` integer,
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
  	FOREIGN KEY (\`inquiries_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`complaints_id\`) REFERENCES \`complaints\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_drafts_id\`) REFERENCES \`form_drafts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "news_id", "public_comments_id", "document_revisions_id", "documents_id", "job_postings_id", "files_id", "media_id", "roster_entries_id", "schemes_id", "contributions_id", "accredited_bodies_id", "certified_organisations_id", "inquiries_id", "complaints_id", "form_drafts_id", "users_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "news_id", "public_comments_id", "document_revisions_id", "documents_id", "job_postings_id", "files_id", "media_id", "roster_entries_id", "schemes_id", "contributions_id", "accredited_bodies_id", "certified_organisations_id", "inquiries_id", "complaints_id", "form_drafts_id", "users_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_complaints_id_idx\` ON \`payload_locked_documents_rels\` (\`complaints_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_drafts_id_idx\` ON \`payload_locked_documents_rels\` (\`form_drafts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_inquiries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`receipt_number\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`locale\` text NOT NULL,
  	\`staff_note\` text,
  	\`name\` text NOT NULL,
  	\`name_kana\` text,
  	\`organization\` text,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`category\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`staff_mail_status\` text DEFAULT 'pending',
  	\`staff_mail_attempts\` numeric DEFAULT 0,
  	\`staff_mail_next_attempt_at\` text,
  	\`staff_mail_sent_at\` text,
  	\`staff_mail_last_error\` text,
  	\`acknowledgement_mail_status\` text DEFAULT 'pending',
  	\`acknowledgement_mail_attempts\` numeric DEFAULT 0,
  	\`acknowledgement_mail_next_attempt_at\` text,
  	\`acknowledgement_mail_sent_at\` text,
  	\`acknowledgement_mail_last_error\` text,
  	\`draft_token\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_inquiries\`("id", "receipt_number", "status", "locale", "staff_note", "name", "name_kana", "organization", "email", "phone", "category", "subject", "message", "staff_mail_status", "staff_mail_attempts", "staff_mail_next_attempt_at", "staff_mail_sent_at", "staff_mail_last_error", "acknowledgement_mail_status", "acknowledgement_mail_attempts", "acknowledgement_mail_next_attempt_at", "acknowledgement_mail_sent_at", "acknowledgement_mail_last_error", "draft_token", "updated_at", "created_at") SELECT "id", "receipt_number", "status", "locale", "staff_note", "name", "name_kana", "organization", "email", "phone", "category", "subject", "message", "staff_mail_status", "staff_mail_attempts", "staff_mail_next_attempt_at", "staff_mail_sent_at", "staff_mail_last_error", "acknowledgement_mail_status", "acknowledgement_mail_attempts", "acknowledgement_mail_next_attempt_at", "acknowledgement_mail_sent_at", "acknowledgement_mail_last_error", "draft_token", "updated_at", "created_at" FROM \`inquiries\`;`)
  await db.run(sql`DROP TABLE \`inquiries\`;`)
  await db.run(sql`ALTER TABLE \`__new_inquiries\` RENAME TO \`inquiries\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`inquiries_receipt_number_idx\` ON \`inquiries\` (\`receipt_number\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_status_idx\` ON \`inquiries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_category_idx\` ON \`inquiries\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_staff_mail_staff_mail_status_idx\` ON \`inquiries\` (\`staff_mail_status\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_staff_mail_staff_mail_next_attempt_at_idx\` ON \`inquiries\` (\`staff_mail_next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_acknowledgement_mail_acknowledgement_mail_stat_idx\` ON \`inquiries\` (\`acknowledgement_mail_status\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_acknowledgement_mail_acknowledgement_mail_next_idx\` ON \`inquiries\` (\`acknowledgement_mail_next_attempt_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`inquiries_draft_token_idx\` ON \`inquiries\` (\`draft_token\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_updated_at_idx\` ON \`inquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_created_at_idx\` ON \`inquiries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_complaints\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`receipt_number\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`locale\` text NOT NULL,
  	\`staff_note\` text,
  	\`name\` text NOT NULL,
  	\`name_kana\` text,
  	\`organization\` text,
  	\`department\` text,
  	\`position\` text,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`target_name\` text NOT NULL,
  	\`target_kind\` text NOT NULL,
  	\`content\` text NOT NULL,
  	\`prior_complaint\` text NOT NULL,
  	\`prior_answer\` text,
  	\`reply_wanted\` text NOT NULL,
  	\`staff_mail_status\` text DEFAULT 'pending',
  	\`staff_mail_attempts\` numeric DEFAULT 0,
  	\`staff_mail_next_attempt_at\` text,
  	\`staff_mail_sent_at\` text,
  	\`staff_mail_last_error\` text,
  	\`acknowledgement_mail_status\` text DEFAULT 'pending',
  	\`acknowledgement_mail_attempts\` numeric DEFAULT 0,
  	\`acknowledgement_mail_next_attempt_at\` text,
  	\`acknowledgement_mail_sent_at\` text,
  	\`acknowledgement_mail_last_error\` text,
  	\`draft_token\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_complaints\`("id", "receipt_number", "status", "locale", "staff_note", "name", "name_kana", "organization", "department", "position", "phone", "email", "target_name", "target_kind", "content", "prior_complaint", "prior_answer", "reply_wanted", "staff_mail_status", "staff_mail_attempts", "staff_mail_next_attempt_at", "staff_mail_sent_at", "staff_mail_last_error", "acknowledgement_mail_status", "acknowledgement_mail_attempts", "acknowledgement_mail_next_attempt_at", "acknowledgement_mail_sent_at", "acknowledgement_mail_last_error", "draft_token", "updated_at", "created_at") SELECT "id", "receipt_number", "status", "locale", "staff_note", "name", "name_kana", "organization", "department", "position", "phone", "email", "target_name", "target_kind", "content", "prior_complaint", "prior_answer", "reply_wanted", "staff_mail_status", "staff_mail_attempts", "staff_mail_next_attempt_at", "staff_mail_sent_at", "staff_mail_last_error", "acknowledgement_mail_status", "acknowledgement_mail_attempts", "acknowledgement_mail_next_attempt_at", "acknowledgement_mail_sent_at", "acknowledgement_mail_last_error", "draft_token", "updated_at", "created_at" FROM \`complaints\`;`)
  await db.run(sql`DROP TABLE \`complaints\`;`)
  await db.run(sql`ALTER TABLE \`__new_complaints\` RENAME TO \`complaints\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`complaints_receipt_number_idx\` ON \`complaints\` (\`receipt_number\`);`)
  await db.run(sql`CREATE INDEX \`complaints_status_idx\` ON \`complaints\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`complaints_staff_mail_staff_mail_status_idx\` ON \`complaints\` (\`staff_mail_status\`);`)
  await db.run(sql`CREATE INDEX \`complaints_staff_mail_staff_mail_next_attempt_at_idx\` ON \`complaints\` (\`staff_mail_next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`complaints_acknowledgement_mail_acknowledgement_mail_sta_idx\` ON \`complaints\` (\`acknowledgement_mail_status\`);`)
  await db.run(sql`CREATE INDEX \`complaints_acknowledgement_mail_acknowledgement_mail_nex_idx\` ON \`complaints\` (\`acknowledgement_mail_next_attempt_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`complaints_draft_token_idx\` ON \`complaints\` (\`draft_token\`);`)
  await db.run(sql`CREATE INDEX \`complaints_updated_at_idx\` ON \`complaints\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`complaints_created_at_idx\` ON \`complaints\` (\`created_at\`);`)
}
