import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "inquiries" ALTER COLUMN "name_kana" DROP NOT NULL;
  ALTER TABLE "complaints" ALTER COLUMN "name_kana" DROP NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "inquiries" ALTER COLUMN "name_kana" SET NOT NULL;
  ALTER TABLE "complaints" ALTER COLUMN "name_kana" SET NOT NULL;`)
}
