import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`certificate_reports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`summary\` text,
  	\`body_number\` text,
  	\`body_name\` text,
  	\`body_name_en\` text,
  	\`bodies\` text,
  	\`kind\` text DEFAULT 'full' NOT NULL,
  	\`state\` text DEFAULT 'preview' NOT NULL,
  	\`source\` text DEFAULT 'admin',
  	\`received_on\` text NOT NULL,
  	\`published_on\` text,
  	\`file_name\` text,
  	\`row_count\` numeric DEFAULT 0,
  	\`created\` numeric DEFAULT 0,
  	\`updated\` numeric DEFAULT 0,
  	\`unchanged\` numeric DEFAULT 0,
  	\`ending\` numeric DEFAULT 0,
  	\`returned\` numeric DEFAULT 0,
  	\`current_before\` numeric DEFAULT 0,
  	\`problem_count\` numeric DEFAULT 0,
  	\`ending_sample\` text,
  	\`problems\` text,
  	\`previewed_by\` text,
  	\`confirmed_by\` text,
  	\`confirmed_at\` text,
  	\`seconds\` numeric,
  	\`sample\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`certificate_reports_body_number_idx\` ON \`certificate_reports\` (\`body_number\`);`)
  await db.run(sql`CREATE INDEX \`certificate_reports_state_idx\` ON \`certificate_reports\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`certificate_reports_received_on_idx\` ON \`certificate_reports\` (\`received_on\`);`)
  await db.run(sql`CREATE INDEX \`certificate_reports_published_on_idx\` ON \`certificate_reports\` (\`published_on\`);`)
  await db.run(sql`CREATE INDEX \`certificate_reports_updated_at_idx\` ON \`certificate_reports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`certificate_reports_created_at_idx\` ON \`certificate_reports\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`bodyNumber_state_receivedOn_idx\` ON \`certificate_reports\` (\`body_number\`,\`state\`,\`received_on\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`certification_body_number\` text;`)
  await db.run(sql`ALTER TABLE \`validity_history\` ADD \`recorded_by\` text;`)
  await db.run(sql`ALTER TABLE \`validity_history\` ADD \`report_id\` numeric;`)
  await db.run(sql`ALTER TABLE \`validity_history\` ADD \`entered_in_error\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`validity_history\` ADD \`correction_reason\` text;`)
  await db.run(sql`ALTER TABLE \`validity_history\` ADD \`corrected_at\` text;`)
  await db.run(sql`ALTER TABLE \`validity_history\` ADD \`corrected_by\` text;`)
  await db.run(sql`CREATE INDEX \`validity_history_entered_in_error_idx\` ON \`validity_history\` (\`entered_in_error\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`certificate_reports_id\` integer REFERENCES certificate_reports(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_certificate_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`certificate_reports_id\`);`)
  await reportTables(db)
  await existingImportsAsReports(db)
}

/**
 * Written by hand (features/certified-organisations/server/reports.ts): the rows of a report awaiting
 * confirmation, staged under its number, and each certificate's last report that listed it.
 */
export async function reportTables(db: MigrateUpArgs['db']) {
  await db.run(sql.raw(`CREATE TABLE certificate_report_rows (report_id INTEGER NOT NULL, line INTEGER, ${STAGED.join(', ')}, grams TEXT, runs TEXT, existing_id INTEGER, changed INTEGER, was_unreported INTEGER)`))
  await db.run(sql`CREATE INDEX certificate_report_rows_key_idx ON certificate_report_rows (report_id, body_number, certificate_number)`)
  await db.run(sql`CREATE TABLE certificate_last_reports (certificate_id INTEGER PRIMARY KEY NOT NULL, report_id INTEGER NOT NULL)`)
  await db.run(sql`CREATE INDEX certificate_last_reports_report_idx ON certificate_last_reports (report_id)`)
}

/**
 * A register imported before reports were recorded: each certification body in it gets one report,
 * dated the day of the register's last import (or of the body's last change, without one), which
 * lists every certificate of the body. Nothing ends on upgrade.
 */
export async function existingImportsAsReports(db: MigrateUpArgs['db']) {
  const lastImport = await db.all<{ at: string | null }>(sql`SELECT max(created_at) AS at FROM import_runs WHERE directory = 'certified-organisations' AND ok = 1`)
  const bodies = await db.all<{ body_number: string; name: string; name_en: string | null; n: number; at: string; sample: number }>(
    sql`SELECT body_number, max(body_name) AS name, max(body_name_en) AS name_en, count(*) AS n, max(updated_at) AS at, max(sample) AS sample FROM certified_organisations GROUP BY body_number`,
  )
  const now = new Date().toISOString()
  for (const body of bodies) {
    const day = japanDay(lastImport[0]?.at ?? body.at)
    const who = '報告の記録を始める前の取り込み / imports before reports were recorded'
    const list = JSON.stringify([{ number: body.body_number, name: body.name, nameEn: body.name_en, rows: Number(body.n) }])
    await db.run(sql`INSERT INTO certificate_reports (summary, body_number, body_name, body_name_en, bodies, kind, state, source, received_on, published_on, row_count, unchanged, previewed_by, confirmed_by, sample, updated_at, created_at)
      VALUES (${`${body.body_number} ${day} ${who}`}, ${body.body_number}, ${body.name}, ${body.name_en}, ${list}, 'full', 'published', 'upgrade', ${day}, ${day}, ${Number(body.n)}, ${Number(body.n)}, ${who}, ${who}, ${Number(body.sample) ? 1 : 0}, ${now}, ${now})`)
  }
  await db.run(sql`INSERT INTO certificate_last_reports (certificate_id, report_id)
    SELECT o.id, r.id FROM certified_organisations AS o JOIN certificate_reports AS r ON r.body_number = o.body_number AND r.source = 'upgrade'`)
}

/** The day in Japan of an ISO instant. */
const japanDay = (at: string) => new Date(Date.parse(at) + 9 * 3600_000).toISOString().slice(0, 10)

/** The register's stored columns, as the stage holds them. */
const STAGED = [
  'body_number', 'certificate_number', 'organisation_name', 'organisation_name_en', 'office_name', 'office_name_en', 'body_name', 'body_name_en',
  'first_registered_on', 'expires_on', 'decision', 'standards', 'scope', 'scope_en', 'iaf_codes', 'address', 'address_en', 'prefecture', 'country',
  'classification', 'sample', 'name_key', 'org_key', 'standards_mask', 'iaf_mask',
]

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS certificate_report_rows`)
  await db.run(sql`DROP TABLE IF EXISTS certificate_last_reports`)
  await db.run(sql`DROP TABLE \`certificate_reports\`;`)
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "news_id", "public_comments_id", "document_revisions_id", "documents_id", "job_postings_id", "files_id", "media_id", "roster_entries_id", "schemes_id", "contributions_id", "accredited_bodies_id", "certified_organisations_id", "inquiries_id", "complaints_id", "form_drafts_id", "import_runs_id", "import_leases_id", "audit_log_id", "users_id", "redirects_id", "validity_history_id", "bulk_checks_id") SELECT "id", "order", "parent_id", "path", "pages_id", "news_id", "public_comments_id", "document_revisions_id", "documents_id", "job_postings_id", "files_id", "media_id", "roster_entries_id", "schemes_id", "contributions_id", "accredited_bodies_id", "certified_organisations_id", "inquiries_id", "complaints_id", "form_drafts_id", "import_runs_id", "import_leases_id", "audit_log_id", "users_id", "redirects_id", "validity_history_id", "bulk_checks_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_import_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`import_runs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_import_leases_id_idx\` ON \`payload_locked_documents_rels\` (\`import_leases_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_validity_history_id_idx\` ON \`payload_locked_documents_rels\` (\`validity_history_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bulk_checks_id_idx\` ON \`payload_locked_documents_rels\` (\`bulk_checks_id\`);`)
  await db.run(sql`DROP INDEX \`validity_history_entered_in_error_idx\`;`)
  await db.run(sql`ALTER TABLE \`validity_history\` DROP COLUMN \`recorded_by\`;`)
  await db.run(sql`ALTER TABLE \`validity_history\` DROP COLUMN \`report_id\`;`)
  await db.run(sql`ALTER TABLE \`validity_history\` DROP COLUMN \`entered_in_error\`;`)
  await db.run(sql`ALTER TABLE \`validity_history\` DROP COLUMN \`correction_reason\`;`)
  await db.run(sql`ALTER TABLE \`validity_history\` DROP COLUMN \`corrected_at\`;`)
  await db.run(sql`ALTER TABLE \`validity_history\` DROP COLUMN \`corrected_by\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`certification_body_number\`;`)
}
