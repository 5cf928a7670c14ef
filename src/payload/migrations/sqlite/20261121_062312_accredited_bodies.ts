import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`accredited_bodies_scopes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`label_ja\` text NOT NULL,
  	\`label_en\` text,
  	\`standards\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`accredited_bodies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`accredited_bodies_scopes_order_idx\` ON \`accredited_bodies_scopes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`accredited_bodies_scopes_parent_id_idx\` ON \`accredited_bodies_scopes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`accredited_bodies_scopes_code_idx\` ON \`accredited_bodies_scopes\` (\`code\`);`)
  await db.run(sql`CREATE TABLE \`accredited_bodies_status_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`status\` text,
  	\`since\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`accredited_bodies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`accredited_bodies_status_history_order_idx\` ON \`accredited_bodies_status_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`accredited_bodies_status_history_parent_id_idx\` ON \`accredited_bodies_status_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`accredited_bodies\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`accreditation_number\` text NOT NULL,
  	\`old_accreditation_number\` text,
  	\`scheme\` text NOT NULL,
  	\`inspection_type\` text,
  	\`name_ja\` text NOT NULL,
  	\`name_en\` text,
  	\`abbreviation_ja\` text,
  	\`abbreviation_en\` text,
  	\`contact_address_ja\` text,
  	\`contact_address_en\` text,
  	\`tel\` text,
  	\`url\` text,
  	\`prefecture\` text,
  	\`country\` text,
  	\`initial_date\` text NOT NULL,
  	\`renewal_date\` text,
  	\`expiry_date\` text NOT NULL,
  	\`revised_date\` text,
  	\`classification\` text,
  	\`suspension_start\` text,
  	\`suspension_end\` text,
  	\`ended_on\` text,
  	\`end_kind\` text,
  	\`accepts_external_testing\` integer,
  	\`accepts_external_calibration\` integer,
  	\`certificate_ja_id\` integer,
  	\`certificate_en_id\` integer,
  	\`status\` text,
  	\`sample\` integer,
  	\`name_key\` text,
  	\`search_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`certificate_ja_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`certificate_en_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`accredited_bodies_accreditation_number_idx\` ON \`accredited_bodies\` (\`accreditation_number\`);`)
  await db.run(sql`CREATE INDEX \`accredited_bodies_old_accreditation_number_idx\` ON \`accredited_bodies\` (\`old_accreditation_number\`);`)
  await db.run(sql`CREATE INDEX \`accredited_bodies_scheme_idx\` ON \`accredited_bodies\` (\`scheme\`);`)
  await db.run(sql`CREATE INDEX \`accredited_bodies_prefecture_idx\` ON \`accredited_bodies\` (\`prefecture\`);`)
  await db.run(sql`CREATE INDEX \`accredited_bodies_country_idx\` ON \`accredited_bodies\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`accredited_bodies_initial_date_idx\` ON \`accredited_bodies\` (\`initial_date\`);`)
  await db.run(sql`CREATE INDEX \`accredited_bodies_renewal_date_idx\` ON \`accredited_bodies\` (\`renewal_date\`);`)
  await db.run(sql`CREATE INDEX \`accredited_bodies_expiry_date_idx\` ON \`accredited_bodies\` (\`expiry_date\`);`)
  await db.run(sql`CREATE INDEX \`accredited_bodies_revised_date_idx\` ON \`accredited_bodies\` (\`revised_date\`);`)
  await db.run(sql`CREATE INDEX \`accredited_bodies_suspension_start_idx\` ON \`accredited_bodies\` (\`suspension_start\`);`)
  await db.run(sql`CREATE INDEX \`accredited_bodies_suspension_end_idx\` ON \`accredited_bodies\` (\`suspension_end\`);`)
  await db.run(sql`CREATE INDEX \`accredited_bodies_ended_on_idx\` ON \`accredited_bodies\` (\`ended_on\`);`)
  await db.run(sql`CREATE INDEX \`accredited_bodies_certificate_ja_idx\` ON \`accredited_bodies\` (\`certificate_ja_id\`);`)
  await db.run(sql`CREATE INDEX \`accredited_bodies_certificate_en_idx\` ON \`accredited_bodies\` (\`certificate_en_id\`);`)
  await db.run(sql`CREATE INDEX \`accredited_bodies_status_idx\` ON \`accredited_bodies\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`accredited_bodies_name_key_idx\` ON \`accredited_bodies\` (\`name_key\`);`)
  await db.run(sql`CREATE INDEX \`accredited_bodies_updated_at_idx\` ON \`accredited_bodies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`accredited_bodies_created_at_idx\` ON \`accredited_bodies\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`accredited_bodies_id\` integer REFERENCES accredited_bodies(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_accredited_bodies_id_idx\` ON \`payload_locked_documents_rels\` (\`accredited_bodies_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`accredited_bodies_scopes\`;`)
  await db.run(sql`DROP TABLE \`accredited_bodies_status_history\`;`)
  await db.run(sql`DROP TABLE \`accredited_bodies\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`inquiries_id\` integer,
  	\`complaints_id\` integer,
  	\`form_drafts_id\` integer,
  	\`users_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inquiries_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`complaints_id\`) REFERENCES \`complaints\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_drafts_id\`) REFERENCES \`form_drafts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "inquiries_id", "complaints_id", "form_drafts_id", "users_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "inquiries_id", "complaints_id", "form_drafts_id", "users_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_complaints_id_idx\` ON \`payload_locked_documents_rels\` (\`complaints_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_drafts_id_idx\` ON \`payload_locked_documents_rels\` (\`form_drafts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}
