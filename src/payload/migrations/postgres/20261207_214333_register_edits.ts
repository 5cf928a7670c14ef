import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_register_edits_subject" AS ENUM('body', 'certificate');
  CREATE TYPE "public"."enum_register_edits_kind" AS ENUM('updated', 'deleted');
  CREATE TYPE "public"."enum_register_edits_source" AS ENUM('import', 'staff', 'seed', 'existing');
  CREATE TABLE "register_edits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subject" "enum_register_edits_subject" NOT NULL,
  	"subject_key" varchar NOT NULL,
  	"kind" "enum_register_edits_kind" NOT NULL,
  	"source" "enum_register_edits_source" NOT NULL,
  	"report_id" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "register_edits_id" integer;
  CREATE INDEX "register_edits_updated_at_idx" ON "register_edits" USING btree ("updated_at");
  CREATE INDEX "register_edits_created_at_idx" ON "register_edits" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_register_edits_fk" FOREIGN KEY ("register_edits_id") REFERENCES "public"."register_edits"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_register_edits_id_idx" ON "payload_locked_documents_rels" USING btree ("register_edits_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "register_edits" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "register_edits" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_register_edits_fk";
  
  DROP INDEX "payload_locked_documents_rels_register_edits_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "register_edits_id";
  DROP TYPE "public"."enum_register_edits_subject";
  DROP TYPE "public"."enum_register_edits_kind";
  DROP TYPE "public"."enum_register_edits_source";`)
}
