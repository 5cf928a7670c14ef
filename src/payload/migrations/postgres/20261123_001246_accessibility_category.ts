import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_inquiries_category" ADD VALUE 'accessibility' BEFORE 'other';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "inquiries" ALTER COLUMN "category" SET DATA TYPE text;
  DROP TYPE "public"."enum_inquiries_category";
  CREATE TYPE "public"."enum_inquiries_category" AS ENUM('certification', 'laboratory', 'medicalLaboratory', 'biobank', 'directory', 'press', 'other');
  ALTER TABLE "inquiries" ALTER COLUMN "category" SET DATA TYPE "public"."enum_inquiries_category" USING "category"::"public"."enum_inquiries_category";`)
}
