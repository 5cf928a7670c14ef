import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Each save of a page or dated item records the staff member who made it (`editedBy`, kept in
 * every version), so the version history names its authors. Earlier versions name nobody.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "news" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_news_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "public_comments" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_public_comments_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "document_revisions" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_document_revisions_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "documents" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_documents_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "job_postings" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_job_postings_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "public_comments" ADD CONSTRAINT "public_comments_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_public_comments_v" ADD CONSTRAINT "_public_comments_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "document_revisions" ADD CONSTRAINT "document_revisions_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_document_revisions_v" ADD CONSTRAINT "_document_revisions_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "documents" ADD CONSTRAINT "documents_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_documents_v" ADD CONSTRAINT "_documents_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_job_postings_v" ADD CONSTRAINT "_job_postings_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_edited_by_idx" ON "pages" USING btree ("edited_by_id");
  CREATE INDEX "_pages_v_version_version_edited_by_idx" ON "_pages_v" USING btree ("version_edited_by_id");
  CREATE INDEX "news_edited_by_idx" ON "news" USING btree ("edited_by_id");
  CREATE INDEX "_news_v_version_version_edited_by_idx" ON "_news_v" USING btree ("version_edited_by_id");
  CREATE INDEX "public_comments_edited_by_idx" ON "public_comments" USING btree ("edited_by_id");
  CREATE INDEX "_public_comments_v_version_version_edited_by_idx" ON "_public_comments_v" USING btree ("version_edited_by_id");
  CREATE INDEX "document_revisions_edited_by_idx" ON "document_revisions" USING btree ("edited_by_id");
  CREATE INDEX "_document_revisions_v_version_version_edited_by_idx" ON "_document_revisions_v" USING btree ("version_edited_by_id");
  CREATE INDEX "documents_edited_by_idx" ON "documents" USING btree ("edited_by_id");
  CREATE INDEX "_documents_v_version_version_edited_by_idx" ON "_documents_v" USING btree ("version_edited_by_id");
  CREATE INDEX "job_postings_edited_by_idx" ON "job_postings" USING btree ("edited_by_id");
  CREATE INDEX "_job_postings_v_version_version_edited_by_idx" ON "_job_postings_v" USING btree ("version_edited_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DROP CONSTRAINT "pages_edited_by_id_users_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "news" DROP CONSTRAINT "news_edited_by_id_users_id_fk";
  
  ALTER TABLE "_news_v" DROP CONSTRAINT "_news_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "public_comments" DROP CONSTRAINT "public_comments_edited_by_id_users_id_fk";
  
  ALTER TABLE "_public_comments_v" DROP CONSTRAINT "_public_comments_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "document_revisions" DROP CONSTRAINT "document_revisions_edited_by_id_users_id_fk";
  
  ALTER TABLE "_document_revisions_v" DROP CONSTRAINT "_document_revisions_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "documents" DROP CONSTRAINT "documents_edited_by_id_users_id_fk";
  
  ALTER TABLE "_documents_v" DROP CONSTRAINT "_documents_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "job_postings" DROP CONSTRAINT "job_postings_edited_by_id_users_id_fk";
  
  ALTER TABLE "_job_postings_v" DROP CONSTRAINT "_job_postings_v_version_edited_by_id_users_id_fk";
  
  DROP INDEX "pages_edited_by_idx";
  DROP INDEX "_pages_v_version_version_edited_by_idx";
  DROP INDEX "news_edited_by_idx";
  DROP INDEX "_news_v_version_version_edited_by_idx";
  DROP INDEX "public_comments_edited_by_idx";
  DROP INDEX "_public_comments_v_version_version_edited_by_idx";
  DROP INDEX "document_revisions_edited_by_idx";
  DROP INDEX "_document_revisions_v_version_version_edited_by_idx";
  DROP INDEX "documents_edited_by_idx";
  DROP INDEX "_documents_v_version_version_edited_by_idx";
  DROP INDEX "job_postings_edited_by_idx";
  DROP INDEX "_job_postings_v_version_version_edited_by_idx";
  ALTER TABLE "pages" DROP COLUMN "edited_by_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "news" DROP COLUMN "edited_by_id";
  ALTER TABLE "_news_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "public_comments" DROP COLUMN "edited_by_id";
  ALTER TABLE "_public_comments_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "document_revisions" DROP COLUMN "edited_by_id";
  ALTER TABLE "_document_revisions_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "documents" DROP COLUMN "edited_by_id";
  ALTER TABLE "_documents_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "job_postings" DROP COLUMN "edited_by_id";
  ALTER TABLE "_job_postings_v" DROP COLUMN "version_edited_by_id";`)
}
