import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "open_data_snapshots" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"dataset" varchar NOT NULL,
  	"day" varchar NOT NULL,
  	"token" varchar NOT NULL,
  	"row_count" numeric,
  	"csv_bytes" numeric,
  	"csv_sha256" varchar,
  	"ndjson_bytes" numeric,
  	"ndjson_sha256" varchar,
  	"finished_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "open_data_snapshots_id" integer;
  CREATE INDEX "open_data_snapshots_updated_at_idx" ON "open_data_snapshots" USING btree ("updated_at");
  CREATE INDEX "open_data_snapshots_created_at_idx" ON "open_data_snapshots" USING btree ("created_at");
  CREATE UNIQUE INDEX "dataset_day_idx" ON "open_data_snapshots" USING btree ("dataset","day");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_open_data_snapshots_fk" FOREIGN KEY ("open_data_snapshots_id") REFERENCES "public"."open_data_snapshots"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_open_data_snapshots_id_idx" ON "payload_locked_documents_rels" USING btree ("open_data_snapshots_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "open_data_snapshots" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "open_data_snapshots" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_open_data_snapshots_fk";
  
  DROP INDEX "payload_locked_documents_rels_open_data_snapshots_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "open_data_snapshots_id";`)
}
