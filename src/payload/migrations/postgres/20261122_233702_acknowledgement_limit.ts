import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_inquiries_staff_mail_status" ADD VALUE 'skipped';
  ALTER TYPE "public"."enum_inquiries_acknowledgement_mail_status" ADD VALUE 'skipped';
  ALTER TYPE "public"."enum_complaints_staff_mail_status" ADD VALUE 'skipped';
  ALTER TYPE "public"."enum_complaints_acknowledgement_mail_status" ADD VALUE 'skipped';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "inquiries" ALTER COLUMN "staff_mail_status" SET DATA TYPE text;
  ALTER TABLE "inquiries" ALTER COLUMN "staff_mail_status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_inquiries_staff_mail_status";
  CREATE TYPE "public"."enum_inquiries_staff_mail_status" AS ENUM('pending', 'sending', 'sent');
  ALTER TABLE "inquiries" ALTER COLUMN "staff_mail_status" SET DEFAULT 'pending'::"public"."enum_inquiries_staff_mail_status";
  ALTER TABLE "inquiries" ALTER COLUMN "staff_mail_status" SET DATA TYPE "public"."enum_inquiries_staff_mail_status" USING "staff_mail_status"::"public"."enum_inquiries_staff_mail_status";
  ALTER TABLE "inquiries" ALTER COLUMN "acknowledgement_mail_status" SET DATA TYPE text;
  ALTER TABLE "inquiries" ALTER COLUMN "acknowledgement_mail_status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_inquiries_acknowledgement_mail_status";
  CREATE TYPE "public"."enum_inquiries_acknowledgement_mail_status" AS ENUM('pending', 'sending', 'sent');
  ALTER TABLE "inquiries" ALTER COLUMN "acknowledgement_mail_status" SET DEFAULT 'pending'::"public"."enum_inquiries_acknowledgement_mail_status";
  ALTER TABLE "inquiries" ALTER COLUMN "acknowledgement_mail_status" SET DATA TYPE "public"."enum_inquiries_acknowledgement_mail_status" USING "acknowledgement_mail_status"::"public"."enum_inquiries_acknowledgement_mail_status";
  ALTER TABLE "complaints" ALTER COLUMN "staff_mail_status" SET DATA TYPE text;
  ALTER TABLE "complaints" ALTER COLUMN "staff_mail_status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_complaints_staff_mail_status";
  CREATE TYPE "public"."enum_complaints_staff_mail_status" AS ENUM('pending', 'sending', 'sent');
  ALTER TABLE "complaints" ALTER COLUMN "staff_mail_status" SET DEFAULT 'pending'::"public"."enum_complaints_staff_mail_status";
  ALTER TABLE "complaints" ALTER COLUMN "staff_mail_status" SET DATA TYPE "public"."enum_complaints_staff_mail_status" USING "staff_mail_status"::"public"."enum_complaints_staff_mail_status";
  ALTER TABLE "complaints" ALTER COLUMN "acknowledgement_mail_status" SET DATA TYPE text;
  ALTER TABLE "complaints" ALTER COLUMN "acknowledgement_mail_status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_complaints_acknowledgement_mail_status";
  CREATE TYPE "public"."enum_complaints_acknowledgement_mail_status" AS ENUM('pending', 'sending', 'sent');
  ALTER TABLE "complaints" ALTER COLUMN "acknowledgement_mail_status" SET DEFAULT 'pending'::"public"."enum_complaints_acknowledgement_mail_status";
  ALTER TABLE "complaints" ALTER COLUMN "acknowledgement_mail_status" SET DATA TYPE "public"."enum_complaints_acknowledgement_mail_status" USING "acknowledgement_mail_status"::"public"."enum_complaints_acknowledgement_mail_status";`)
}
