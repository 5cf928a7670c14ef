import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "credential_status_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"accreditation_number" varchar NOT NULL,
  	"position" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "document_checks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token" varchar NOT NULL,
  	"document" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "credential_status_entries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "document_checks_id" integer;
  CREATE UNIQUE INDEX "credential_status_entries_accreditation_number_idx" ON "credential_status_entries" USING btree ("accreditation_number");
  CREATE UNIQUE INDEX "credential_status_entries_position_idx" ON "credential_status_entries" USING btree ("position");
  CREATE INDEX "credential_status_entries_updated_at_idx" ON "credential_status_entries" USING btree ("updated_at");
  CREATE INDEX "credential_status_entries_created_at_idx" ON "credential_status_entries" USING btree ("created_at");
  CREATE UNIQUE INDEX "document_checks_token_idx" ON "document_checks" USING btree ("token");
  CREATE INDEX "document_checks_updated_at_idx" ON "document_checks" USING btree ("updated_at");
  CREATE INDEX "document_checks_created_at_idx" ON "document_checks" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_credential_status_entries_fk" FOREIGN KEY ("credential_status_entries_id") REFERENCES "public"."credential_status_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_document_checks_fk" FOREIGN KEY ("document_checks_id") REFERENCES "public"."document_checks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_credential_status_entries__idx" ON "payload_locked_documents_rels" USING btree ("credential_status_entries_id");
  CREATE INDEX "payload_locked_documents_rels_document_checks_id_idx" ON "payload_locked_documents_rels" USING btree ("document_checks_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "credential_status_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "document_checks" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "credential_status_entries" CASCADE;
  DROP TABLE "document_checks" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_credential_status_entries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_document_checks_fk";
  
  DROP INDEX "payload_locked_documents_rels_credential_status_entries__idx";
  DROP INDEX "payload_locked_documents_rels_document_checks_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "credential_status_entries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "document_checks_id";`)
}
