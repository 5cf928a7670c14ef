import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_validity_history_subject" AS ENUM('body', 'certificate');
  CREATE TYPE "public"."enum_validity_history_source" AS ENUM('import', 'staff', 'seed', 'existing');
  CREATE TABLE "validity_history" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subject" "enum_validity_history_subject" NOT NULL,
  	"subject_key" varchar NOT NULL,
  	"recorded_on" varchar NOT NULL,
  	"source" "enum_validity_history_source" NOT NULL,
  	"valid_from" varchar,
  	"valid_until" varchar,
  	"renewed_on" varchar,
  	"suspended_from" varchar,
  	"suspended_until" varchar,
  	"ended_on" varchar,
  	"end_kind" varchar,
  	"decision" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "bulk_checks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token" varchar NOT NULL,
  	"numbers" varchar NOT NULL,
  	"day" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "validity_history_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "bulk_checks_id" integer;
  CREATE INDEX "validity_history_updated_at_idx" ON "validity_history" USING btree ("updated_at");
  CREATE INDEX "validity_history_created_at_idx" ON "validity_history" USING btree ("created_at");
  CREATE INDEX "subject_subjectKey_recordedOn_idx" ON "validity_history" USING btree ("subject","subject_key","recorded_on");
  CREATE UNIQUE INDEX "bulk_checks_token_idx" ON "bulk_checks" USING btree ("token");
  CREATE INDEX "bulk_checks_updated_at_idx" ON "bulk_checks" USING btree ("updated_at");
  CREATE INDEX "bulk_checks_created_at_idx" ON "bulk_checks" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_validity_history_fk" FOREIGN KEY ("validity_history_id") REFERENCES "public"."validity_history"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bulk_checks_fk" FOREIGN KEY ("bulk_checks_id") REFERENCES "public"."bulk_checks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_validity_history_id_idx" ON "payload_locked_documents_rels" USING btree ("validity_history_id");
  CREATE INDEX "payload_locked_documents_rels_bulk_checks_id_idx" ON "payload_locked_documents_rels" USING btree ("bulk_checks_id");`)

  // The state of every record already in the directories, as the first row of its history
  // (features/verification): from today the check knows them; earlier days are "unknown".
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(new Date())
  await db.execute(sql`INSERT INTO "validity_history" ("subject", "subject_key", "recorded_on", "source", "valid_from", "valid_until", "renewed_on", "suspended_from", "suspended_until", "ended_on", "end_kind")
    SELECT 'body', "accreditation_number", ${today}, 'existing', "initial_date", "expiry_date", "renewal_date", "suspension_start", "suspension_end", "ended_on", "end_kind"::text FROM "accredited_bodies"`)
  await db.execute(sql`INSERT INTO "validity_history" ("subject", "subject_key", "recorded_on", "source", "valid_from", "valid_until", "decision")
    SELECT 'certificate', "body_number" || ':' || "certificate_number", ${today}, 'existing', "first_registered_on"::text, "expires_on"::text, "decision"::text FROM "certified_organisations"`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "validity_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "bulk_checks" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "validity_history" CASCADE;
  DROP TABLE "bulk_checks" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_validity_history_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_bulk_checks_fk";
  
  DROP INDEX "payload_locked_documents_rels_validity_history_id_idx";
  DROP INDEX "payload_locked_documents_rels_bulk_checks_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "validity_history_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "bulk_checks_id";
  DROP TYPE "public"."enum_validity_history_subject";
  DROP TYPE "public"."enum_validity_history_source";`)
}
