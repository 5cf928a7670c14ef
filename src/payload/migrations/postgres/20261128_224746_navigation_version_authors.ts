import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "navigation" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_navigation_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "navigation" ADD CONSTRAINT "navigation_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_navigation_v" ADD CONSTRAINT "_navigation_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "navigation_edited_by_idx" ON "navigation" USING btree ("edited_by_id");
  CREATE INDEX "_navigation_v_version_version_edited_by_idx" ON "_navigation_v" USING btree ("version_edited_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "navigation" DROP CONSTRAINT "navigation_edited_by_id_users_id_fk";
  
  ALTER TABLE "_navigation_v" DROP CONSTRAINT "_navigation_v_version_edited_by_id_users_id_fk";
  
  DROP INDEX "navigation_edited_by_idx";
  DROP INDEX "_navigation_v_version_version_edited_by_idx";
  ALTER TABLE "navigation" DROP COLUMN "edited_by_id";
  ALTER TABLE "_navigation_v" DROP COLUMN "version_edited_by_id";`)
}
