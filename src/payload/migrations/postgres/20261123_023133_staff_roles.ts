import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'directory', 'inquiries');
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");`)
  // Until now every account could do everything: existing accounts keep that, with all four roles,
  // until an administrator narrows them. A new database has no accounts; its first gets them at creation.
  await db.execute(sql`
  INSERT INTO "users_roles" ("order", "parent_id", "value")
    SELECT r."ord", u."id", r."value"::"enum_users_roles" FROM "users" u
    CROSS JOIN (VALUES (1, 'admin'), (2, 'editor'), (3, 'directory'), (4, 'inquiries')) AS r("ord", "value");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_roles" CASCADE;
  DROP TYPE "public"."enum_users_roles";`)
}
