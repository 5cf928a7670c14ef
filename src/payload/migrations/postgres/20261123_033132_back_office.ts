import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_import_runs_directory" AS ENUM('accredited-bodies', 'certified-organisations');
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('published', 'unpublished', 'scheduled', 'deleted', 'imported', 'importRefused', 'statusChanged', 'handled', 'exported', 'erased', 'rolesChanged', 'settingsChanged');
  CREATE TABLE "import_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"directory" "enum_import_runs_directory" NOT NULL,
  	"summary" varchar NOT NULL,
  	"ok" boolean DEFAULT false NOT NULL,
  	"by_id" integer,
  	"by_name" varchar,
  	"files" varchar,
  	"rows" numeric DEFAULT 0 NOT NULL,
  	"created" numeric DEFAULT 0 NOT NULL,
  	"updated" numeric DEFAULT 0 NOT NULL,
  	"unchanged" numeric DEFAULT 0 NOT NULL,
  	"refused" numeric DEFAULT 0 NOT NULL,
  	"seconds" numeric,
  	"problems" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "audit_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_audit_log_action" NOT NULL,
  	"summary" varchar NOT NULL,
  	"actor_id" integer,
  	"actor_name" varchar,
  	"target_collection" varchar,
  	"document_id" varchar,
  	"detail" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "retention" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"draft_days" numeric DEFAULT 1 NOT NULL,
  	"handled_submission_days" numeric DEFAULT 1095 NOT NULL,
  	"last_run_on" varchar,
  	"last_run_report" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "inquiries" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "inquiries" ALTER COLUMN "email" DROP NOT NULL;
  ALTER TABLE "inquiries" ALTER COLUMN "subject" DROP NOT NULL;
  ALTER TABLE "inquiries" ALTER COLUMN "message" DROP NOT NULL;
  ALTER TABLE "complaints" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "complaints" ALTER COLUMN "phone" DROP NOT NULL;
  ALTER TABLE "complaints" ALTER COLUMN "email" DROP NOT NULL;
  ALTER TABLE "complaints" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "inquiries" ADD COLUMN "handled_at" timestamp(3) with time zone;
  ALTER TABLE "inquiries" ADD COLUMN "personal_data_erased_at" timestamp(3) with time zone;
  ALTER TABLE "complaints" ADD COLUMN "handled_at" timestamp(3) with time zone;
  ALTER TABLE "complaints" ADD COLUMN "personal_data_erased_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "import_runs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_log_id" integer;
  ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "import_runs_directory_idx" ON "import_runs" USING btree ("directory");
  CREATE INDEX "import_runs_by_idx" ON "import_runs" USING btree ("by_id");
  CREATE INDEX "import_runs_updated_at_idx" ON "import_runs" USING btree ("updated_at");
  CREATE INDEX "import_runs_created_at_idx" ON "import_runs" USING btree ("created_at");
  CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action");
  CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id");
  CREATE INDEX "audit_log_actor_name_idx" ON "audit_log" USING btree ("actor_name");
  CREATE INDEX "audit_log_target_collection_idx" ON "audit_log" USING btree ("target_collection");
  CREATE INDEX "audit_log_document_id_idx" ON "audit_log" USING btree ("document_id");
  CREATE INDEX "audit_log_updated_at_idx" ON "audit_log" USING btree ("updated_at");
  CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_import_runs_fk" FOREIGN KEY ("import_runs_id") REFERENCES "public"."import_runs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_log_fk" FOREIGN KEY ("audit_log_id") REFERENCES "public"."audit_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "inquiries_handled_at_idx" ON "inquiries" USING btree ("handled_at");
  CREATE INDEX "complaints_handled_at_idx" ON "complaints" USING btree ("handled_at");
  CREATE INDEX "payload_locked_documents_rels_import_runs_id_idx" ON "payload_locked_documents_rels" USING btree ("import_runs_id");
  CREATE INDEX "payload_locked_documents_rels_audit_log_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_log_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "import_runs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "audit_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "retention" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "import_runs" CASCADE;
  DROP TABLE "audit_log" CASCADE;
  DROP TABLE "retention" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_import_runs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_log_fk";
  
  DROP INDEX "inquiries_handled_at_idx";
  DROP INDEX "complaints_handled_at_idx";
  DROP INDEX "payload_locked_documents_rels_import_runs_id_idx";
  DROP INDEX "payload_locked_documents_rels_audit_log_id_idx";
  ALTER TABLE "inquiries" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "inquiries" ALTER COLUMN "email" SET NOT NULL;
  ALTER TABLE "inquiries" ALTER COLUMN "subject" SET NOT NULL;
  ALTER TABLE "inquiries" ALTER COLUMN "message" SET NOT NULL;
  ALTER TABLE "complaints" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "complaints" ALTER COLUMN "phone" SET NOT NULL;
  ALTER TABLE "complaints" ALTER COLUMN "email" SET NOT NULL;
  ALTER TABLE "complaints" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "inquiries" DROP COLUMN "handled_at";
  ALTER TABLE "inquiries" DROP COLUMN "personal_data_erased_at";
  ALTER TABLE "complaints" DROP COLUMN "handled_at";
  ALTER TABLE "complaints" DROP COLUMN "personal_data_erased_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "import_runs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_log_id";
  DROP TYPE "public"."enum_import_runs_directory";
  DROP TYPE "public"."enum_audit_log_action";`)
}
