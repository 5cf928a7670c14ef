import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** The site's screens on the day of this migration (src/features/navigation/screens.ts then). */
const SCREENS = sql.raw(
  `(${[
    '/news', '/public_comments', '/document_revision', '/recruit', '/documents_forms/documents', '/documents_forms/forms',
    '/cert_reports', '/certification_institutions', '/ms_certifications/list', '/ms_certifications/counts',
    '/ms_certifications/coverage', '/verify', '/inquiry/form', '/complaint_application', '/accessibility/results', '/search',
  ].map((path) => `'${path}'`).join(', ')})`,
);

/** The menu's entry tables and the enum of each one's link target. */
const NODE_TABLES = [
  ['navigation_columns_sections', 'nav_target_0'],
  ['navigation_columns_sections_links', 'nav_target_1'],
  ['navigation_columns_sections_links_sublinks', 'nav_target_2'],
  ['navigation_footer', 'nav_footer_target_0'],
  ['navigation_footer_links', 'nav_footer_target_1'],
] as const;

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_nav_target_2" AS ENUM('page', 'screen', 'external');
  CREATE TYPE "public"."enum_nav_target_1" AS ENUM('page', 'screen', 'external');
  CREATE TYPE "public"."enum_nav_target_0" AS ENUM('page', 'screen', 'external');
  CREATE TYPE "public"."enum_nav_footer_target_1" AS ENUM('page', 'screen', 'external');
  CREATE TYPE "public"."enum_nav_footer_target_0" AS ENUM('page', 'screen', 'external');
  CREATE TYPE "public"."enum_navigation_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__navigation_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__navigation_v_published_locale" AS ENUM('ja', 'en');
  CREATE TABLE "_navigation_v_version_columns_sections_links_sublinks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"target" "enum_nav_target_2" DEFAULT 'page',
  	"page_id" integer,
  	"screen" varchar,
  	"href" varchar,
  	"in_english_menu" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_navigation_v_version_columns_sections_links_sublinks_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_navigation_v_version_columns_sections_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"target" "enum_nav_target_1" DEFAULT 'page',
  	"page_id" integer,
  	"screen" varchar,
  	"href" varchar,
  	"in_english_menu" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_navigation_v_version_columns_sections_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_navigation_v_version_columns_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"target" "enum_nav_target_0" DEFAULT 'page',
  	"page_id" integer,
  	"screen" varchar,
  	"href" varchar,
  	"in_english_menu" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_navigation_v_version_columns_sections_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_navigation_v_version_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_navigation_v_version_columns_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_navigation_v_version_footer_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"target" "enum_nav_footer_target_1" DEFAULT 'page',
  	"page_id" integer,
  	"screen" varchar,
  	"href" varchar,
  	"in_english_menu" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_navigation_v_version_footer_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_navigation_v_version_footer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"target" "enum_nav_footer_target_0" DEFAULT 'page',
  	"page_id" integer,
  	"screen" varchar,
  	"href" varchar,
  	"in_english_menu" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_navigation_v_version_footer_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_navigation_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__navigation_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__navigation_v_published_locale",
  	"latest" boolean
  );
  
  ALTER TABLE "navigation_columns_sections_links_sublinks" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "navigation_columns_sections_links_sublinks_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "navigation_columns_sections_links" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "navigation_columns_sections_links_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "navigation_columns_sections" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "navigation_columns_sections_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "navigation_columns_locales" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "navigation_footer_links" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "navigation_footer_links_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "navigation_footer" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "navigation_footer_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "navigation_columns_sections_links_sublinks" ADD COLUMN "target" "enum_nav_target_2" DEFAULT 'page';
  ALTER TABLE "navigation_columns_sections_links_sublinks" ADD COLUMN "page_id" integer;
  ALTER TABLE "navigation_columns_sections_links_sublinks" ADD COLUMN "screen" varchar;
  ALTER TABLE "navigation_columns_sections_links" ADD COLUMN "target" "enum_nav_target_1" DEFAULT 'page';
  ALTER TABLE "navigation_columns_sections_links" ADD COLUMN "page_id" integer;
  ALTER TABLE "navigation_columns_sections_links" ADD COLUMN "screen" varchar;
  ALTER TABLE "navigation_columns_sections" ADD COLUMN "target" "enum_nav_target_0" DEFAULT 'page';
  ALTER TABLE "navigation_columns_sections" ADD COLUMN "page_id" integer;
  ALTER TABLE "navigation_columns_sections" ADD COLUMN "screen" varchar;
  ALTER TABLE "navigation_footer_links" ADD COLUMN "target" "enum_nav_footer_target_1" DEFAULT 'page';
  ALTER TABLE "navigation_footer_links" ADD COLUMN "page_id" integer;
  ALTER TABLE "navigation_footer_links" ADD COLUMN "screen" varchar;
  ALTER TABLE "navigation_footer" ADD COLUMN "target" "enum_nav_footer_target_0" DEFAULT 'page';
  ALTER TABLE "navigation_footer" ADD COLUMN "page_id" integer;
  ALTER TABLE "navigation_footer" ADD COLUMN "screen" varchar;
  ALTER TABLE "navigation" ADD COLUMN "_status" "enum_navigation_status" DEFAULT 'draft';
  ALTER TABLE "_navigation_v_version_columns_sections_links_sublinks" ADD CONSTRAINT "_navigation_v_version_columns_sections_links_sublinks_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_columns_sections_links_sublinks" ADD CONSTRAINT "_navigation_v_version_columns_sections_links_sublinks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v_version_columns_sections_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_columns_sections_links_sublinks_locales" ADD CONSTRAINT "_navigation_v_version_columns_sections_links_sublinks_loc_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v_version_columns_sections_links_sublinks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_columns_sections_links" ADD CONSTRAINT "_navigation_v_version_columns_sections_links_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_columns_sections_links" ADD CONSTRAINT "_navigation_v_version_columns_sections_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v_version_columns_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_columns_sections_links_locales" ADD CONSTRAINT "_navigation_v_version_columns_sections_links_locales_pare_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v_version_columns_sections_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_columns_sections" ADD CONSTRAINT "_navigation_v_version_columns_sections_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_columns_sections" ADD CONSTRAINT "_navigation_v_version_columns_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v_version_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_columns_sections_locales" ADD CONSTRAINT "_navigation_v_version_columns_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v_version_columns_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_columns" ADD CONSTRAINT "_navigation_v_version_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_columns_locales" ADD CONSTRAINT "_navigation_v_version_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v_version_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_footer_links" ADD CONSTRAINT "_navigation_v_version_footer_links_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_footer_links" ADD CONSTRAINT "_navigation_v_version_footer_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v_version_footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_footer_links_locales" ADD CONSTRAINT "_navigation_v_version_footer_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v_version_footer_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_footer" ADD CONSTRAINT "_navigation_v_version_footer_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_footer" ADD CONSTRAINT "_navigation_v_version_footer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_footer_locales" ADD CONSTRAINT "_navigation_v_version_footer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v_version_footer"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_navigation_v_version_columns_sections_links_sublinks_order_idx" ON "_navigation_v_version_columns_sections_links_sublinks" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_columns_sections_links_sublinks_parent_id_idx" ON "_navigation_v_version_columns_sections_links_sublinks" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_columns_sections_links_sublinks_pa_idx" ON "_navigation_v_version_columns_sections_links_sublinks" USING btree ("page_id");
  CREATE UNIQUE INDEX "_navigation_v_version_columns_sections_links_sublinks_locale" ON "_navigation_v_version_columns_sections_links_sublinks_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_navigation_v_version_columns_sections_links_order_idx" ON "_navigation_v_version_columns_sections_links" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_columns_sections_links_parent_id_idx" ON "_navigation_v_version_columns_sections_links" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_columns_sections_links_page_idx" ON "_navigation_v_version_columns_sections_links" USING btree ("page_id");
  CREATE UNIQUE INDEX "_navigation_v_version_columns_sections_links_locales_locale_" ON "_navigation_v_version_columns_sections_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_navigation_v_version_columns_sections_order_idx" ON "_navigation_v_version_columns_sections" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_columns_sections_parent_id_idx" ON "_navigation_v_version_columns_sections" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_columns_sections_page_idx" ON "_navigation_v_version_columns_sections" USING btree ("page_id");
  CREATE UNIQUE INDEX "_navigation_v_version_columns_sections_locales_locale_parent" ON "_navigation_v_version_columns_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_navigation_v_version_columns_order_idx" ON "_navigation_v_version_columns" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_columns_parent_id_idx" ON "_navigation_v_version_columns" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_navigation_v_version_columns_locales_locale_parent_id_uniqu" ON "_navigation_v_version_columns_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_navigation_v_version_footer_links_order_idx" ON "_navigation_v_version_footer_links" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_footer_links_parent_id_idx" ON "_navigation_v_version_footer_links" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_footer_links_page_idx" ON "_navigation_v_version_footer_links" USING btree ("page_id");
  CREATE UNIQUE INDEX "_navigation_v_version_footer_links_locales_locale_parent_id_" ON "_navigation_v_version_footer_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_navigation_v_version_footer_order_idx" ON "_navigation_v_version_footer" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_footer_parent_id_idx" ON "_navigation_v_version_footer" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_footer_page_idx" ON "_navigation_v_version_footer" USING btree ("page_id");
  CREATE UNIQUE INDEX "_navigation_v_version_footer_locales_locale_parent_id_unique" ON "_navigation_v_version_footer_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_navigation_v_version_version__status_idx" ON "_navigation_v" USING btree ("version__status");
  CREATE INDEX "_navigation_v_created_at_idx" ON "_navigation_v" USING btree ("created_at");
  CREATE INDEX "_navigation_v_updated_at_idx" ON "_navigation_v" USING btree ("updated_at");
  CREATE INDEX "_navigation_v_snapshot_idx" ON "_navigation_v" USING btree ("snapshot");
  CREATE INDEX "_navigation_v_published_locale_idx" ON "_navigation_v" USING btree ("published_locale");
  CREATE INDEX "_navigation_v_latest_idx" ON "_navigation_v" USING btree ("latest");
  ALTER TABLE "navigation_columns_sections_links_sublinks" ADD CONSTRAINT "navigation_columns_sections_links_sublinks_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigation_columns_sections_links" ADD CONSTRAINT "navigation_columns_sections_links_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigation_columns_sections" ADD CONSTRAINT "navigation_columns_sections_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigation_footer_links" ADD CONSTRAINT "navigation_footer_links_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigation_footer" ADD CONSTRAINT "navigation_footer_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "navigation_columns_sections_links_sublinks_page_idx" ON "navigation_columns_sections_links_sublinks" USING btree ("page_id");
  CREATE INDEX "navigation_columns_sections_links_page_idx" ON "navigation_columns_sections_links" USING btree ("page_id");
  CREATE INDEX "navigation_columns_sections_page_idx" ON "navigation_columns_sections" USING btree ("page_id");
  CREATE INDEX "navigation_footer_links_page_idx" ON "navigation_footer_links" USING btree ("page_id");
  CREATE INDEX "navigation_footer_page_idx" ON "navigation_footer" USING btree ("page_id");
  CREATE INDEX "navigation__status_idx" ON "navigation" USING btree ("_status");`)

  // Existing menus keep their links: an entry whose address is one of the site's screens links to
  // that screen, one whose address is a page's links to that page (and follows it from now on), and
  // anything else stays a typed address, which the editor is asked to replace at the next save.
  // The published menu stays published.
  for (const [table, level] of NODE_TABLES) {
    const target = sql.raw(`"enum_${level}"`);
    const name = sql.raw(`"${table}"`);
    await db.execute(sql`
      UPDATE ${name} AS t SET
        target = (CASE
          WHEN t.href IN ${SCREENS} THEN 'screen'
          WHEN EXISTS (SELECT 1 FROM pages p WHERE p.path = t.href) THEN 'page'
          ELSE 'external' END)::${target},
        screen = CASE WHEN t.href IN ${SCREENS} THEN t.href END,
        page_id = CASE WHEN t.href IN ${SCREENS} THEN NULL ELSE (SELECT min(p.id) FROM pages p WHERE p.path = t.href) END`);
    await db.execute(sql`UPDATE ${name} SET href = NULL WHERE target <> 'external'`);
  }
  await db.execute(sql`UPDATE "navigation" SET "_status" = 'published'`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_navigation_v_version_columns_sections_links_sublinks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_columns_sections_links_sublinks_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_columns_sections_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_columns_sections_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_columns_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_columns_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_columns_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_footer_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_footer_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_footer" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_footer_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_navigation_v_version_columns_sections_links_sublinks" CASCADE;
  DROP TABLE "_navigation_v_version_columns_sections_links_sublinks_locales" CASCADE;
  DROP TABLE "_navigation_v_version_columns_sections_links" CASCADE;
  DROP TABLE "_navigation_v_version_columns_sections_links_locales" CASCADE;
  DROP TABLE "_navigation_v_version_columns_sections" CASCADE;
  DROP TABLE "_navigation_v_version_columns_sections_locales" CASCADE;
  DROP TABLE "_navigation_v_version_columns" CASCADE;
  DROP TABLE "_navigation_v_version_columns_locales" CASCADE;
  DROP TABLE "_navigation_v_version_footer_links" CASCADE;
  DROP TABLE "_navigation_v_version_footer_links_locales" CASCADE;
  DROP TABLE "_navigation_v_version_footer" CASCADE;
  DROP TABLE "_navigation_v_version_footer_locales" CASCADE;
  DROP TABLE "_navigation_v" CASCADE;
  ALTER TABLE "navigation_columns_sections_links_sublinks" DROP CONSTRAINT "navigation_columns_sections_links_sublinks_page_id_pages_id_fk";
  
  ALTER TABLE "navigation_columns_sections_links" DROP CONSTRAINT "navigation_columns_sections_links_page_id_pages_id_fk";
  
  ALTER TABLE "navigation_columns_sections" DROP CONSTRAINT "navigation_columns_sections_page_id_pages_id_fk";
  
  ALTER TABLE "navigation_footer_links" DROP CONSTRAINT "navigation_footer_links_page_id_pages_id_fk";
  
  ALTER TABLE "navigation_footer" DROP CONSTRAINT "navigation_footer_page_id_pages_id_fk";
  
  DROP INDEX "navigation_columns_sections_links_sublinks_page_idx";
  DROP INDEX "navigation_columns_sections_links_page_idx";
  DROP INDEX "navigation_columns_sections_page_idx";
  DROP INDEX "navigation_footer_links_page_idx";
  DROP INDEX "navigation_footer_page_idx";
  DROP INDEX "navigation__status_idx";
  ALTER TABLE "navigation_columns_sections_links_sublinks" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "navigation_columns_sections_links_sublinks_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "navigation_columns_sections_links" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "navigation_columns_sections_links_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "navigation_columns_sections" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "navigation_columns_sections_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "navigation_columns_locales" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "navigation_footer_links" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "navigation_footer_links_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "navigation_footer" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "navigation_footer_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "navigation_columns_sections_links_sublinks" DROP COLUMN "target";
  ALTER TABLE "navigation_columns_sections_links_sublinks" DROP COLUMN "page_id";
  ALTER TABLE "navigation_columns_sections_links_sublinks" DROP COLUMN "screen";
  ALTER TABLE "navigation_columns_sections_links" DROP COLUMN "target";
  ALTER TABLE "navigation_columns_sections_links" DROP COLUMN "page_id";
  ALTER TABLE "navigation_columns_sections_links" DROP COLUMN "screen";
  ALTER TABLE "navigation_columns_sections" DROP COLUMN "target";
  ALTER TABLE "navigation_columns_sections" DROP COLUMN "page_id";
  ALTER TABLE "navigation_columns_sections" DROP COLUMN "screen";
  ALTER TABLE "navigation_footer_links" DROP COLUMN "target";
  ALTER TABLE "navigation_footer_links" DROP COLUMN "page_id";
  ALTER TABLE "navigation_footer_links" DROP COLUMN "screen";
  ALTER TABLE "navigation_footer" DROP COLUMN "target";
  ALTER TABLE "navigation_footer" DROP COLUMN "page_id";
  ALTER TABLE "navigation_footer" DROP COLUMN "screen";
  ALTER TABLE "navigation" DROP COLUMN "_status";
  DROP TYPE "public"."enum_nav_target_2";
  DROP TYPE "public"."enum_nav_target_1";
  DROP TYPE "public"."enum_nav_target_0";
  DROP TYPE "public"."enum_nav_footer_target_1";
  DROP TYPE "public"."enum_nav_footer_target_0";
  DROP TYPE "public"."enum_navigation_status";
  DROP TYPE "public"."enum__navigation_v_version_status";
  DROP TYPE "public"."enum__navigation_v_published_locale";`)
}
