import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_certificate_reports_kind" AS ENUM('full', 'changes');
  CREATE TYPE "public"."enum_certificate_reports_state" AS ENUM('preview', 'published', 'cancelled', 'refused');
  CREATE TYPE "public"."enum_certificate_reports_source" AS ENUM('admin', 'cli', 'seed', 'upgrade');
  ALTER TYPE "public"."enum_certified_organisations_decision" ADD VALUE 'unreported';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'corrected' BEFORE 'handled';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'reportCancelled' BEFORE 'handled';
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'certificationBody';
  CREATE TABLE "certificate_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"summary" varchar,
  	"body_number" varchar,
  	"body_name" varchar,
  	"body_name_en" varchar,
  	"bodies" jsonb,
  	"kind" "enum_certificate_reports_kind" DEFAULT 'full' NOT NULL,
  	"state" "enum_certificate_reports_state" DEFAULT 'preview' NOT NULL,
  	"source" "enum_certificate_reports_source" DEFAULT 'admin',
  	"received_on" varchar NOT NULL,
  	"published_on" varchar,
  	"file_name" varchar,
  	"row_count" numeric DEFAULT 0,
  	"created" numeric DEFAULT 0,
  	"updated" numeric DEFAULT 0,
  	"unchanged" numeric DEFAULT 0,
  	"ending" numeric DEFAULT 0,
  	"returned" numeric DEFAULT 0,
  	"current_before" numeric DEFAULT 0,
  	"problem_count" numeric DEFAULT 0,
  	"ending_sample" jsonb,
  	"problems" jsonb,
  	"previewed_by" varchar,
  	"confirmed_by" varchar,
  	"confirmed_at" timestamp(3) with time zone,
  	"seconds" numeric,
  	"sample" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "certification_body_number" varchar;
  ALTER TABLE "validity_history" ADD COLUMN "recorded_by" varchar;
  ALTER TABLE "validity_history" ADD COLUMN "report_id" numeric;
  ALTER TABLE "validity_history" ADD COLUMN "entered_in_error" boolean DEFAULT false;
  ALTER TABLE "validity_history" ADD COLUMN "correction_reason" varchar;
  ALTER TABLE "validity_history" ADD COLUMN "corrected_at" timestamp(3) with time zone;
  ALTER TABLE "validity_history" ADD COLUMN "corrected_by" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "certificate_reports_id" integer;
  CREATE INDEX "certificate_reports_body_number_idx" ON "certificate_reports" USING btree ("body_number");
  CREATE INDEX "certificate_reports_state_idx" ON "certificate_reports" USING btree ("state");
  CREATE INDEX "certificate_reports_received_on_idx" ON "certificate_reports" USING btree ("received_on");
  CREATE INDEX "certificate_reports_published_on_idx" ON "certificate_reports" USING btree ("published_on");
  CREATE INDEX "certificate_reports_updated_at_idx" ON "certificate_reports" USING btree ("updated_at");
  CREATE INDEX "certificate_reports_created_at_idx" ON "certificate_reports" USING btree ("created_at");
  CREATE INDEX "bodyNumber_state_receivedOn_idx" ON "certificate_reports" USING btree ("body_number","state","received_on");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_certificate_reports_fk" FOREIGN KEY ("certificate_reports_id") REFERENCES "public"."certificate_reports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "validity_history_entered_in_error_idx" ON "validity_history" USING btree ("entered_in_error");
  CREATE INDEX "payload_locked_documents_rels_certificate_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("certificate_reports_id");`)
  await reportTables(db)
  await existingImportsAsReports(db)
}

/**
 * Written by hand (features/certified-organisations/server/reports.ts): the rows of a report awaiting
 * confirmation, staged under its number (unlogged: a staged file is redone, never recovered), and
 * each certificate's last report that listed it.
 */
export async function reportTables(db: MigrateUpArgs['db']) {
  const columns = STAGED.map((c) => `${c} ${c === 'sample' ? 'boolean' : 'text'}`).join(', ')
  await db.execute(sql.raw(`CREATE UNLOGGED TABLE certificate_report_rows (report_id integer NOT NULL, line integer, ${columns}, search_text text, grams text[], runs text[], existing_id integer, changed boolean, was_unreported boolean)`))
  await db.execute(sql`CREATE INDEX certificate_report_rows_key_idx ON certificate_report_rows (report_id, body_number, certificate_number)`)
  await db.execute(sql`CREATE TABLE certificate_last_reports (certificate_id integer PRIMARY KEY NOT NULL, report_id integer NOT NULL)`)
  await db.execute(sql`CREATE INDEX certificate_last_reports_report_idx ON certificate_last_reports (report_id)`)
}

/**
 * A register imported before reports were recorded: each certification body in it gets one report,
 * dated the day of the register's last import (or of the body's last change, without one), which
 * lists every certificate of the body. Nothing ends on upgrade.
 */
export async function existingImportsAsReports(db: MigrateUpArgs['db']) {
  const who = '報告の記録を始める前の取り込み / imports before reports were recorded'
  await db.execute(sql`INSERT INTO certificate_reports (summary, body_number, body_name, body_name_en, bodies, kind, state, source, received_on, published_on, row_count, unchanged, previewed_by, confirmed_by, sample)
    SELECT b.body_number || ' ' || b.day || ' ' || ${who}, b.body_number, b.name, b.name_en,
      jsonb_build_array(jsonb_build_object('number', b.body_number, 'name', b.name, 'nameEn', b.name_en, 'rows', b.n)),
      'full', 'published', 'upgrade', b.day, b.day, b.n, b.n, ${who}, ${who}, b.sample
    FROM (
      SELECT o.body_number, max(o.body_name) AS name, max(o.body_name_en) AS name_en, count(*) AS n, bool_or(o.sample) AS sample,
        to_char(coalesce((SELECT max(created_at) FROM import_runs WHERE directory = 'certified-organisations' AND ok), max(o.updated_at)) AT TIME ZONE 'Asia/Tokyo', 'YYYY-MM-DD') AS day
      FROM certified_organisations AS o GROUP BY o.body_number
    ) AS b`)
  await db.execute(sql`INSERT INTO certificate_last_reports (certificate_id, report_id)
    SELECT o.id, r.id FROM certified_organisations AS o JOIN certificate_reports AS r ON r.body_number = o.body_number AND r.source = 'upgrade'`)
}

/** The register's stored columns, as the stage holds them. */
const STAGED = [
  'body_number', 'certificate_number', 'organisation_name', 'organisation_name_en', 'office_name', 'office_name_en', 'body_name', 'body_name_en',
  'first_registered_on', 'expires_on', 'decision', 'standards', 'scope', 'scope_en', 'iaf_codes', 'address', 'address_en', 'prefecture', 'country',
  'classification', 'sample', 'name_key', 'org_key', 'standards_mask', 'iaf_mask',
]

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS certificate_report_rows; DROP TABLE IF EXISTS certificate_last_reports;`)
  await db.execute(sql`
   ALTER TABLE "certificate_reports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "certificate_reports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_certificate_reports_fk";
  
  ALTER TABLE "certified_organisations" ALTER COLUMN "decision" SET DATA TYPE text;
  ALTER TABLE "certified_organisations" ALTER COLUMN "decision" SET DEFAULT 'valid'::text;
  DROP TYPE "public"."enum_certified_organisations_decision";
  CREATE TYPE "public"."enum_certified_organisations_decision" AS ENUM('valid', 'suspended', 'withdrawn');
  ALTER TABLE "certified_organisations" ALTER COLUMN "decision" SET DEFAULT 'valid'::"public"."enum_certified_organisations_decision";
  ALTER TABLE "certified_organisations" ALTER COLUMN "decision" SET DATA TYPE "public"."enum_certified_organisations_decision" USING "decision"::"public"."enum_certified_organisations_decision";
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('published', 'unpublished', 'scheduled', 'deleted', 'imported', 'importRefused', 'statusChanged', 'handled', 'exported', 'erased', 'rolesChanged', 'settingsChanged');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'directory', 'inquiries');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  DROP INDEX "validity_history_entered_in_error_idx";
  DROP INDEX "payload_locked_documents_rels_certificate_reports_id_idx";
  ALTER TABLE "users" DROP COLUMN "certification_body_number";
  ALTER TABLE "validity_history" DROP COLUMN "recorded_by";
  ALTER TABLE "validity_history" DROP COLUMN "report_id";
  ALTER TABLE "validity_history" DROP COLUMN "entered_in_error";
  ALTER TABLE "validity_history" DROP COLUMN "correction_reason";
  ALTER TABLE "validity_history" DROP COLUMN "corrected_at";
  ALTER TABLE "validity_history" DROP COLUMN "corrected_by";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "certificate_reports_id";
  DROP TYPE "public"."enum_certificate_reports_kind";
  DROP TYPE "public"."enum_certificate_reports_state";
  DROP TYPE "public"."enum_certificate_reports_source";`)
}
