import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'erasedOnRequest' BEFORE 'rolesChanged';
  CREATE TABLE "alert_addresses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"public_id" varchar NOT NULL,
  	"confirmation_day" varchar,
  	"confirmations_that_day" numeric DEFAULT 0,
  	"hard_bounces" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "alert_subscriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"address_id" numeric NOT NULL,
  	"kind" varchar NOT NULL,
  	"subject_key" varchar NOT NULL,
  	"frequency" varchar NOT NULL,
  	"locale" varchar NOT NULL,
  	"request_id" varchar,
  	"nonce" varchar,
  	"requested_at" timestamp(3) with time zone NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "alert_queue" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"dedupe_key" varchar NOT NULL,
  	"address_id" numeric NOT NULL,
  	"subscription_id" numeric,
  	"kind" varchar NOT NULL,
  	"locale" varchar NOT NULL,
  	"event" varchar NOT NULL,
  	"due_at" timestamp(3) with time zone NOT NULL,
  	"status" varchar DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"next_attempt_at" timestamp(3) with time zone,
  	"batch" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alert_addresses_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alert_subscriptions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alert_queue_id" integer;
  CREATE UNIQUE INDEX "alert_addresses_email_idx" ON "alert_addresses" USING btree ("email");
  CREATE UNIQUE INDEX "alert_addresses_public_id_idx" ON "alert_addresses" USING btree ("public_id");
  CREATE INDEX "alert_addresses_updated_at_idx" ON "alert_addresses" USING btree ("updated_at");
  CREATE INDEX "alert_addresses_created_at_idx" ON "alert_addresses" USING btree ("created_at");
  CREATE INDEX "alert_subscriptions_address_id_idx" ON "alert_subscriptions" USING btree ("address_id");
  CREATE INDEX "alert_subscriptions_request_id_idx" ON "alert_subscriptions" USING btree ("request_id");
  CREATE INDEX "alert_subscriptions_confirmed_at_idx" ON "alert_subscriptions" USING btree ("confirmed_at");
  CREATE INDEX "alert_subscriptions_updated_at_idx" ON "alert_subscriptions" USING btree ("updated_at");
  CREATE INDEX "alert_subscriptions_created_at_idx" ON "alert_subscriptions" USING btree ("created_at");
  CREATE UNIQUE INDEX "addressId_kind_subjectKey_idx" ON "alert_subscriptions" USING btree ("address_id","kind","subject_key");
  CREATE INDEX "kind_subjectKey_idx" ON "alert_subscriptions" USING btree ("kind","subject_key");
  CREATE UNIQUE INDEX "alert_queue_dedupe_key_idx" ON "alert_queue" USING btree ("dedupe_key");
  CREATE INDEX "alert_queue_batch_idx" ON "alert_queue" USING btree ("batch");
  CREATE INDEX "alert_queue_updated_at_idx" ON "alert_queue" USING btree ("updated_at");
  CREATE INDEX "alert_queue_created_at_idx" ON "alert_queue" USING btree ("created_at");
  CREATE INDEX "status_dueAt_idx" ON "alert_queue" USING btree ("status","due_at");
  CREATE INDEX "addressId_status_idx" ON "alert_queue" USING btree ("address_id","status");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alert_addresses_fk" FOREIGN KEY ("alert_addresses_id") REFERENCES "public"."alert_addresses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alert_subscriptions_fk" FOREIGN KEY ("alert_subscriptions_id") REFERENCES "public"."alert_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alert_queue_fk" FOREIGN KEY ("alert_queue_id") REFERENCES "public"."alert_queue"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_alert_addresses_id_idx" ON "payload_locked_documents_rels" USING btree ("alert_addresses_id");
  CREATE INDEX "payload_locked_documents_rels_alert_subscriptions_id_idx" ON "payload_locked_documents_rels" USING btree ("alert_subscriptions_id");
  CREATE INDEX "payload_locked_documents_rels_alert_queue_id_idx" ON "payload_locked_documents_rels" USING btree ("alert_queue_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "alert_addresses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alert_subscriptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alert_queue" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "alert_addresses" CASCADE;
  DROP TABLE "alert_subscriptions" CASCADE;
  DROP TABLE "alert_queue" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_alert_addresses_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_alert_subscriptions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_alert_queue_fk";
  
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('published', 'unpublished', 'scheduled', 'deleted', 'imported', 'importRefused', 'statusChanged', 'corrected', 'reportCancelled', 'handled', 'exported', 'erased', 'rolesChanged', 'settingsChanged');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  DROP INDEX "payload_locked_documents_rels_alert_addresses_id_idx";
  DROP INDEX "payload_locked_documents_rels_alert_subscriptions_id_idx";
  DROP INDEX "payload_locked_documents_rels_alert_queue_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alert_addresses_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alert_subscriptions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alert_queue_id";`)
}
