import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`certified_organisations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`body_number\` text NOT NULL,
  	\`certificate_number\` text NOT NULL,
  	\`organisation_name\` text NOT NULL,
  	\`organisation_name_en\` text,
  	\`office_name\` text,
  	\`office_name_en\` text,
  	\`body_name\` text NOT NULL,
  	\`body_name_en\` text,
  	\`first_registered_on\` text NOT NULL,
  	\`expires_on\` text NOT NULL,
  	\`decision\` text DEFAULT 'valid' NOT NULL,
  	\`standards\` text NOT NULL,
  	\`scope\` text NOT NULL,
  	\`scope_en\` text,
  	\`iaf_codes\` text,
  	\`address\` text,
  	\`address_en\` text,
  	\`prefecture\` text,
  	\`country\` text DEFAULT 'JP' NOT NULL,
  	\`classification\` text DEFAULT 'company' NOT NULL,
  	\`sample\` integer,
  	\`name_key\` text,
  	\`org_key\` text,
  	\`standards_mask\` numeric,
  	\`iaf_mask\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`certified_organisations_certificate_number_idx\` ON \`certified_organisations\` (\`certificate_number\`);`)
  await db.run(sql`CREATE INDEX \`certified_organisations_updated_at_idx\` ON \`certified_organisations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`certified_organisations_created_at_idx\` ON \`certified_organisations\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`bodyNumber_certificateNumber_idx\` ON \`certified_organisations\` (\`body_number\`,\`certificate_number\`);`)
  // Search (see src/features/certified-organisations/keys.ts): a full-text index of character
  // pairs, kept by the importer and the collection hooks, plus indexes for each sort order.
  await db.run(sql.raw(`CREATE VIRTUAL TABLE certified_organisations_fts USING fts5(grams, tokenize = "unicode61 remove_diacritics 0 categories 'L* N* Co M* P* S*'", prefix = '1', content = '', contentless_delete = 1)`))
  // Covering indexes: the default order (name) and lookups of full-text matches by id answer
  // every filter, and the count, from the index alone.
  await db.run(sql`CREATE INDEX certified_organisations_name_cover_idx ON certified_organisations (name_key, expires_on, decision, standards_mask, iaf_mask, country, prefecture, classification);`)
  await db.run(sql`CREATE INDEX certified_organisations_id_cover_idx ON certified_organisations (id, expires_on, decision, standards_mask, iaf_mask, country, prefecture, classification, name_key, first_registered_on);`)
  await db.run(sql`CREATE INDEX certified_organisations_org_key_idx ON certified_organisations (org_key);`)
  await db.run(sql`CREATE INDEX certified_organisations_first_idx ON certified_organisations (first_registered_on);`)
  await db.run(sql`CREATE INDEX certified_organisations_office_idx ON certified_organisations (office_name);`)
  await db.run(sql`CREATE INDEX certified_organisations_place_idx ON certified_organisations (country, prefecture);`)
  await db.run(sql`CREATE INDEX certified_organisations_filter_idx ON certified_organisations (expires_on, decision, standards_mask, iaf_mask, country, prefecture, classification);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`certified_organisations_id\` integer REFERENCES certified_organisations(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_certified_organisations_id_idx\` ON \`payload_locked_documents_rels\` (\`certified_organisations_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS certified_organisations_fts;`)
  await db.run(sql`DROP TABLE \`certified_organisations\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`accredited_bodies_id\` integer,
  	\`inquiries_id\` integer,
  	\`complaints_id\` integer,
  	\`form_drafts_id\` integer,
  	\`users_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`accredited_bodies_id\`) REFERENCES \`accredited_bodies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inquiries_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`complaints_id\`) REFERENCES \`complaints\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_drafts_id\`) REFERENCES \`form_drafts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "accredited_bodies_id", "inquiries_id", "complaints_id", "form_drafts_id", "users_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "accredited_bodies_id", "inquiries_id", "complaints_id", "form_drafts_id", "users_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_accredited_bodies_id_idx\` ON \`payload_locked_documents_rels\` (\`accredited_bodies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_complaints_id_idx\` ON \`payload_locked_documents_rels\` (\`complaints_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_drafts_id_idx\` ON \`payload_locked_documents_rels\` (\`form_drafts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}
