import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "import_leases" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"directory" varchar NOT NULL,
  	"holder" varchar,
  	"started_by" varchar,
  	"started_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "import_leases_id" integer;
  CREATE UNIQUE INDEX "import_leases_directory_idx" ON "import_leases" USING btree ("directory");
  CREATE INDEX "import_leases_updated_at_idx" ON "import_leases" USING btree ("updated_at");
  CREATE INDEX "import_leases_created_at_idx" ON "import_leases" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_import_leases_fk" FOREIGN KEY ("import_leases_id") REFERENCES "public"."import_leases"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_import_leases_id_idx" ON "payload_locked_documents_rels" USING btree ("import_leases_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "import_leases" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "import_leases" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_import_leases_fk";
  
  DROP INDEX IF EXISTS "payload_locked_documents_rels_import_leases_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "import_leases_id";`)
}
