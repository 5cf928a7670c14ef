import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_steps_source" AS ENUM('custom', 'accreditationFlow');
  CREATE TYPE "public"."enum_pages_blocks_view_schemes" AS ENUM('management_system', 'personnel', 'product', 'greenhouse_gas', 'laboratory', 'calibration_laboratory', 'reference_material_producer', 'medical_laboratory', 'inspection_body', 'proficiency_testing_provider', 'biobanking');
  CREATE TYPE "public"."enum_pages_blocks_view_view" AS ENUM('organisationProfile', 'businessDays', 'access', 'closureNotice', 'roster', 'scheme', 'accreditationFlow', 'contributionList', 'contributionTexts');
  CREATE TYPE "public"."enum_pages_blocks_view_anniversary" AS ENUM('10', '20', '25');
  CREATE TYPE "public"."enum__pages_v_blocks_steps_source" AS ENUM('custom', 'accreditationFlow');
  CREATE TYPE "public"."enum__pages_v_blocks_view_schemes" AS ENUM('management_system', 'personnel', 'product', 'greenhouse_gas', 'laboratory', 'calibration_laboratory', 'reference_material_producer', 'medical_laboratory', 'inspection_body', 'proficiency_testing_provider', 'biobanking');
  CREATE TYPE "public"."enum__pages_v_blocks_view_view" AS ENUM('organisationProfile', 'businessDays', 'access', 'closureNotice', 'roster', 'scheme', 'accreditationFlow', 'contributionList', 'contributionTexts');
  CREATE TYPE "public"."enum__pages_v_blocks_view_anniversary" AS ENUM('10', '20', '25');
  CREATE TYPE "public"."enum_roster_entries_group" AS ENUM('councillors', 'directors', 'auditors', 'secretariat');
  CREATE TYPE "public"."enum_roster_entries_role" AS ENUM('chairman', 'president', 'executiveDirector', 'director', 'auditor', 'councillor');
  CREATE TYPE "public"."enum_roster_entries_tenure" AS ENUM('fullTime', 'partTime');
  CREATE TYPE "public"."enum_schemes_mra_arrangement" AS ENUM('iafMla', 'ilacMra', 'apacMra');
  CREATE TYPE "public"."enum_schemes_scheme" AS ENUM('management_system', 'personnel', 'product', 'greenhouse_gas', 'laboratory', 'calibration_laboratory', 'reference_material_producer', 'medical_laboratory', 'inspection_body', 'proficiency_testing_provider', 'biobanking');
  CREATE TYPE "public"."enum_contributions_anniversary" AS ENUM('10', '20', '25');
  CREATE TABLE "pages_blocks_data_table_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_data_table_columns_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_data_table_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_data_table_rows_cells_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_data_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_data_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"row_headers" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_data_table_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_steps_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_steps_items_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" "enum_pages_blocks_steps_source" DEFAULT 'custom',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_steps_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_files" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_files_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_gallery_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"file_id" integer
  );
  
  CREATE TABLE "pages_blocks_gallery_items_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_gallery_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_sections_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar
  );
  
  CREATE TABLE "pages_blocks_sections_items_locales" (
  	"heading" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"toc" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_sections_locales" (
  	"toc_heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_profile_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_profile_rows_locales" (
  	"label" varchar,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_profile" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_profile_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_tabs_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar
  );
  
  CREATE TABLE "pages_blocks_tabs_items_locales" (
  	"label" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_tabs_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_view_schemes" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_view_schemes",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_view" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"view" "enum_pages_blocks_view_view",
  	"anniversary" "enum_pages_blocks_view_anniversary",
  	"link_to_detail" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"files_id" integer
  );
  
  CREATE TABLE "_pages_v_blocks_data_table_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_data_table_columns_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_data_table_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_data_table_rows_cells_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_data_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_data_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"row_headers" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_data_table_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_steps_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_steps_items_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "enum__pages_v_blocks_steps_source" DEFAULT 'custom',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_steps_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_files" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_files_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_gallery_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_gallery_items_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_gallery_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_sections_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_sections_items_locales" (
  	"heading" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"toc" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_sections_locales" (
  	"toc_heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_profile_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_profile_rows_locales" (
  	"label" varchar,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_profile" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_profile_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_tabs_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_tabs_items_locales" (
  	"label" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_tabs_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_view_schemes" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_view_schemes",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_view" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"view" "enum__pages_v_blocks_view_view",
  	"anniversary" "enum__pages_v_blocks_view_anniversary",
  	"link_to_detail" boolean,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"files_id" integer
  );
  
  CREATE TABLE "roster_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"group" "enum_roster_entries_group" NOT NULL,
  	"role" "enum_roster_entries_role",
  	"tenure" "enum_roster_entries_tenure" DEFAULT 'partTime' NOT NULL,
  	"order" numeric DEFAULT 100 NOT NULL,
  	"sample" boolean,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "roster_entries_locales" (
  	"name" varchar NOT NULL,
  	"affiliation" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "schemes_merits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "schemes_merits_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "schemes_criteria" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"standard" varchar NOT NULL
  );
  
  CREATE TABLE "schemes_criteria_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "schemes_mra" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"arrangement" "enum_schemes_mra_arrangement" NOT NULL,
  	"standard" varchar NOT NULL
  );
  
  CREATE TABLE "schemes_mra_locales" (
  	"scope" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "schemes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"scheme" "enum_schemes_scheme" NOT NULL,
  	"sample" boolean,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "schemes_locales" (
  	"name" varchar NOT NULL,
  	"summary" varchar NOT NULL,
  	"fees" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "contributions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"anniversary" "enum_contributions_anniversary" NOT NULL,
  	"anchor" varchar NOT NULL,
  	"order" numeric DEFAULT 100 NOT NULL,
  	"sample" boolean,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contributions_locales" (
  	"title" varchar NOT NULL,
  	"contributor" varchar NOT NULL,
  	"affiliation" varchar,
  	"body" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "organisation_profile_purposes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "organisation_profile_purposes_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "organisation_contact_stations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"walk_minutes" numeric NOT NULL
  );
  
  CREATE TABLE "organisation_contact_stations_locales" (
  	"line" varchar NOT NULL,
  	"station" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "organisation" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"profile_corporate_number" varchar,
  	"profile_invoice_number" varchar,
  	"profile_established" varchar,
  	"profile_public_interest_since" varchar,
  	"profile_basic_assets_thousand_yen" numeric,
  	"contact_postal_code" varchar,
  	"contact_telephone" varchar,
  	"contact_fax" varchar,
  	"contact_map_id" integer,
  	"contact_map_link" varchar,
  	"hours_opens" varchar DEFAULT '09:30' NOT NULL,
  	"hours_closes" varchar DEFAULT '17:30' NOT NULL,
  	"hours_break_starts" varchar DEFAULT '12:00' NOT NULL,
  	"hours_break_ends" varchar DEFAULT '13:00' NOT NULL,
  	"hours_year_end_first" varchar DEFAULT '12-29' NOT NULL,
  	"hours_year_end_last" varchar DEFAULT '01-03' NOT NULL,
  	"hours_half_day" varchar DEFAULT '12-27',
  	"hours_half_day_closes" varchar DEFAULT '12:00' NOT NULL,
  	"sample" boolean,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "organisation_locales" (
  	"profile_name" varchar NOT NULL,
  	"profile_president" varchar,
  	"profile_outline" varchar,
  	"profile_supervisory_authority" varchar,
  	"contact_address" varchar NOT NULL,
  	"contact_directions" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "accreditation_flow_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "accreditation_flow_steps_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "accreditation_flow" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "roster_entries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "schemes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contributions_id" integer;
  ALTER TABLE "pages_blocks_data_table_columns" ADD CONSTRAINT "pages_blocks_data_table_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_data_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_data_table_columns_locales" ADD CONSTRAINT "pages_blocks_data_table_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_data_table_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_data_table_rows_cells" ADD CONSTRAINT "pages_blocks_data_table_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_data_table_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_data_table_rows_cells_locales" ADD CONSTRAINT "pages_blocks_data_table_rows_cells_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_data_table_rows_cells"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_data_table_rows" ADD CONSTRAINT "pages_blocks_data_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_data_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_data_table" ADD CONSTRAINT "pages_blocks_data_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_data_table_locales" ADD CONSTRAINT "pages_blocks_data_table_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_data_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_steps_items" ADD CONSTRAINT "pages_blocks_steps_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_steps_items_locales" ADD CONSTRAINT "pages_blocks_steps_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_steps_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_steps" ADD CONSTRAINT "pages_blocks_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_steps_locales" ADD CONSTRAINT "pages_blocks_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_files" ADD CONSTRAINT "pages_blocks_files_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_files_locales" ADD CONSTRAINT "pages_blocks_files_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_gallery_items" ADD CONSTRAINT "pages_blocks_gallery_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_gallery_items" ADD CONSTRAINT "pages_blocks_gallery_items_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_gallery_items" ADD CONSTRAINT "pages_blocks_gallery_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_gallery_items_locales" ADD CONSTRAINT "pages_blocks_gallery_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_gallery_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_gallery" ADD CONSTRAINT "pages_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_gallery_locales" ADD CONSTRAINT "pages_blocks_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_sections_items" ADD CONSTRAINT "pages_blocks_sections_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_sections_items_locales" ADD CONSTRAINT "pages_blocks_sections_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_sections_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_sections" ADD CONSTRAINT "pages_blocks_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_sections_locales" ADD CONSTRAINT "pages_blocks_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_profile_rows" ADD CONSTRAINT "pages_blocks_profile_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_profile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_profile_rows_locales" ADD CONSTRAINT "pages_blocks_profile_rows_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_profile_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_profile" ADD CONSTRAINT "pages_blocks_profile_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_profile_locales" ADD CONSTRAINT "pages_blocks_profile_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_profile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tabs_items" ADD CONSTRAINT "pages_blocks_tabs_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tabs_items_locales" ADD CONSTRAINT "pages_blocks_tabs_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_tabs_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tabs" ADD CONSTRAINT "pages_blocks_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tabs_locales" ADD CONSTRAINT "pages_blocks_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_view_schemes" ADD CONSTRAINT "pages_blocks_view_schemes_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_view"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_view" ADD CONSTRAINT "pages_blocks_view_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_data_table_columns" ADD CONSTRAINT "_pages_v_blocks_data_table_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_data_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_data_table_columns_locales" ADD CONSTRAINT "_pages_v_blocks_data_table_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_data_table_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_data_table_rows_cells" ADD CONSTRAINT "_pages_v_blocks_data_table_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_data_table_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_data_table_rows_cells_locales" ADD CONSTRAINT "_pages_v_blocks_data_table_rows_cells_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_data_table_rows_cells"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_data_table_rows" ADD CONSTRAINT "_pages_v_blocks_data_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_data_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_data_table" ADD CONSTRAINT "_pages_v_blocks_data_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_data_table_locales" ADD CONSTRAINT "_pages_v_blocks_data_table_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_data_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_steps_items" ADD CONSTRAINT "_pages_v_blocks_steps_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_steps_items_locales" ADD CONSTRAINT "_pages_v_blocks_steps_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_steps_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_steps" ADD CONSTRAINT "_pages_v_blocks_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_steps_locales" ADD CONSTRAINT "_pages_v_blocks_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_files" ADD CONSTRAINT "_pages_v_blocks_files_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_files_locales" ADD CONSTRAINT "_pages_v_blocks_files_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_gallery_items" ADD CONSTRAINT "_pages_v_blocks_gallery_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_gallery_items" ADD CONSTRAINT "_pages_v_blocks_gallery_items_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_gallery_items" ADD CONSTRAINT "_pages_v_blocks_gallery_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_gallery_items_locales" ADD CONSTRAINT "_pages_v_blocks_gallery_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_gallery_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_gallery" ADD CONSTRAINT "_pages_v_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_gallery_locales" ADD CONSTRAINT "_pages_v_blocks_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sections_items" ADD CONSTRAINT "_pages_v_blocks_sections_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sections_items_locales" ADD CONSTRAINT "_pages_v_blocks_sections_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_sections_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sections" ADD CONSTRAINT "_pages_v_blocks_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sections_locales" ADD CONSTRAINT "_pages_v_blocks_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_profile_rows" ADD CONSTRAINT "_pages_v_blocks_profile_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_profile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_profile_rows_locales" ADD CONSTRAINT "_pages_v_blocks_profile_rows_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_profile_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_profile" ADD CONSTRAINT "_pages_v_blocks_profile_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_profile_locales" ADD CONSTRAINT "_pages_v_blocks_profile_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_profile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tabs_items" ADD CONSTRAINT "_pages_v_blocks_tabs_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tabs_items_locales" ADD CONSTRAINT "_pages_v_blocks_tabs_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_tabs_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tabs" ADD CONSTRAINT "_pages_v_blocks_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tabs_locales" ADD CONSTRAINT "_pages_v_blocks_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_view_schemes" ADD CONSTRAINT "_pages_v_blocks_view_schemes_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_view"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_view" ADD CONSTRAINT "_pages_v_blocks_view_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "roster_entries_locales" ADD CONSTRAINT "roster_entries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."roster_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "schemes_merits" ADD CONSTRAINT "schemes_merits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."schemes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "schemes_merits_locales" ADD CONSTRAINT "schemes_merits_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."schemes_merits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "schemes_criteria" ADD CONSTRAINT "schemes_criteria_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."schemes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "schemes_criteria_locales" ADD CONSTRAINT "schemes_criteria_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."schemes_criteria"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "schemes_mra" ADD CONSTRAINT "schemes_mra_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."schemes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "schemes_mra_locales" ADD CONSTRAINT "schemes_mra_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."schemes_mra"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "schemes_locales" ADD CONSTRAINT "schemes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."schemes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contributions_locales" ADD CONSTRAINT "contributions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contributions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "organisation_profile_purposes" ADD CONSTRAINT "organisation_profile_purposes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "organisation_profile_purposes_locales" ADD CONSTRAINT "organisation_profile_purposes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."organisation_profile_purposes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "organisation_contact_stations" ADD CONSTRAINT "organisation_contact_stations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "organisation_contact_stations_locales" ADD CONSTRAINT "organisation_contact_stations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."organisation_contact_stations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "organisation" ADD CONSTRAINT "organisation_contact_map_id_media_id_fk" FOREIGN KEY ("contact_map_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "organisation_locales" ADD CONSTRAINT "organisation_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "accreditation_flow_steps" ADD CONSTRAINT "accreditation_flow_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."accreditation_flow"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "accreditation_flow_steps_locales" ADD CONSTRAINT "accreditation_flow_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."accreditation_flow_steps"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_data_table_columns_order_idx" ON "pages_blocks_data_table_columns" USING btree ("_order");
  CREATE INDEX "pages_blocks_data_table_columns_parent_id_idx" ON "pages_blocks_data_table_columns" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_data_table_columns_locales_locale_parent_id_uni" ON "pages_blocks_data_table_columns_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_data_table_rows_cells_order_idx" ON "pages_blocks_data_table_rows_cells" USING btree ("_order");
  CREATE INDEX "pages_blocks_data_table_rows_cells_parent_id_idx" ON "pages_blocks_data_table_rows_cells" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_data_table_rows_cells_locales_locale_parent_id_" ON "pages_blocks_data_table_rows_cells_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_data_table_rows_order_idx" ON "pages_blocks_data_table_rows" USING btree ("_order");
  CREATE INDEX "pages_blocks_data_table_rows_parent_id_idx" ON "pages_blocks_data_table_rows" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_data_table_order_idx" ON "pages_blocks_data_table" USING btree ("_order");
  CREATE INDEX "pages_blocks_data_table_parent_id_idx" ON "pages_blocks_data_table" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_data_table_path_idx" ON "pages_blocks_data_table" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_data_table_locales_locale_parent_id_unique" ON "pages_blocks_data_table_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_steps_items_order_idx" ON "pages_blocks_steps_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_steps_items_parent_id_idx" ON "pages_blocks_steps_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_steps_items_locales_locale_parent_id_unique" ON "pages_blocks_steps_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_steps_order_idx" ON "pages_blocks_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_steps_parent_id_idx" ON "pages_blocks_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_steps_path_idx" ON "pages_blocks_steps" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_steps_locales_locale_parent_id_unique" ON "pages_blocks_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_files_order_idx" ON "pages_blocks_files" USING btree ("_order");
  CREATE INDEX "pages_blocks_files_parent_id_idx" ON "pages_blocks_files" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_files_path_idx" ON "pages_blocks_files" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_files_locales_locale_parent_id_unique" ON "pages_blocks_files_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_gallery_items_order_idx" ON "pages_blocks_gallery_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_gallery_items_parent_id_idx" ON "pages_blocks_gallery_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_gallery_items_image_idx" ON "pages_blocks_gallery_items" USING btree ("image_id");
  CREATE INDEX "pages_blocks_gallery_items_file_idx" ON "pages_blocks_gallery_items" USING btree ("file_id");
  CREATE UNIQUE INDEX "pages_blocks_gallery_items_locales_locale_parent_id_unique" ON "pages_blocks_gallery_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_gallery_order_idx" ON "pages_blocks_gallery" USING btree ("_order");
  CREATE INDEX "pages_blocks_gallery_parent_id_idx" ON "pages_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_gallery_path_idx" ON "pages_blocks_gallery" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_gallery_locales_locale_parent_id_unique" ON "pages_blocks_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_sections_items_order_idx" ON "pages_blocks_sections_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_sections_items_parent_id_idx" ON "pages_blocks_sections_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_sections_items_locales_locale_parent_id_unique" ON "pages_blocks_sections_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_sections_order_idx" ON "pages_blocks_sections" USING btree ("_order");
  CREATE INDEX "pages_blocks_sections_parent_id_idx" ON "pages_blocks_sections" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_sections_path_idx" ON "pages_blocks_sections" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_sections_locales_locale_parent_id_unique" ON "pages_blocks_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_profile_rows_order_idx" ON "pages_blocks_profile_rows" USING btree ("_order");
  CREATE INDEX "pages_blocks_profile_rows_parent_id_idx" ON "pages_blocks_profile_rows" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_profile_rows_locales_locale_parent_id_unique" ON "pages_blocks_profile_rows_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_profile_order_idx" ON "pages_blocks_profile" USING btree ("_order");
  CREATE INDEX "pages_blocks_profile_parent_id_idx" ON "pages_blocks_profile" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_profile_path_idx" ON "pages_blocks_profile" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_profile_locales_locale_parent_id_unique" ON "pages_blocks_profile_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_tabs_items_order_idx" ON "pages_blocks_tabs_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_tabs_items_parent_id_idx" ON "pages_blocks_tabs_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_tabs_items_locales_locale_parent_id_unique" ON "pages_blocks_tabs_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_tabs_order_idx" ON "pages_blocks_tabs" USING btree ("_order");
  CREATE INDEX "pages_blocks_tabs_parent_id_idx" ON "pages_blocks_tabs" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_tabs_path_idx" ON "pages_blocks_tabs" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_tabs_locales_locale_parent_id_unique" ON "pages_blocks_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_view_schemes_order_idx" ON "pages_blocks_view_schemes" USING btree ("order");
  CREATE INDEX "pages_blocks_view_schemes_parent_idx" ON "pages_blocks_view_schemes" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_view_order_idx" ON "pages_blocks_view" USING btree ("_order");
  CREATE INDEX "pages_blocks_view_parent_id_idx" ON "pages_blocks_view" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_view_path_idx" ON "pages_blocks_view" USING btree ("_path");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_files_id_idx" ON "pages_rels" USING btree ("files_id");
  CREATE INDEX "_pages_v_blocks_data_table_columns_order_idx" ON "_pages_v_blocks_data_table_columns" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_data_table_columns_parent_id_idx" ON "_pages_v_blocks_data_table_columns" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_data_table_columns_locales_locale_parent_id_" ON "_pages_v_blocks_data_table_columns_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_data_table_rows_cells_order_idx" ON "_pages_v_blocks_data_table_rows_cells" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_data_table_rows_cells_parent_id_idx" ON "_pages_v_blocks_data_table_rows_cells" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_data_table_rows_cells_locales_locale_parent_" ON "_pages_v_blocks_data_table_rows_cells_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_data_table_rows_order_idx" ON "_pages_v_blocks_data_table_rows" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_data_table_rows_parent_id_idx" ON "_pages_v_blocks_data_table_rows" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_data_table_order_idx" ON "_pages_v_blocks_data_table" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_data_table_parent_id_idx" ON "_pages_v_blocks_data_table" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_data_table_path_idx" ON "_pages_v_blocks_data_table" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_data_table_locales_locale_parent_id_unique" ON "_pages_v_blocks_data_table_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_steps_items_order_idx" ON "_pages_v_blocks_steps_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_steps_items_parent_id_idx" ON "_pages_v_blocks_steps_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_steps_items_locales_locale_parent_id_unique" ON "_pages_v_blocks_steps_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_steps_order_idx" ON "_pages_v_blocks_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_steps_parent_id_idx" ON "_pages_v_blocks_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_steps_path_idx" ON "_pages_v_blocks_steps" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_steps_locales_locale_parent_id_unique" ON "_pages_v_blocks_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_files_order_idx" ON "_pages_v_blocks_files" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_files_parent_id_idx" ON "_pages_v_blocks_files" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_files_path_idx" ON "_pages_v_blocks_files" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_files_locales_locale_parent_id_unique" ON "_pages_v_blocks_files_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_gallery_items_order_idx" ON "_pages_v_blocks_gallery_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_gallery_items_parent_id_idx" ON "_pages_v_blocks_gallery_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_gallery_items_image_idx" ON "_pages_v_blocks_gallery_items" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_gallery_items_file_idx" ON "_pages_v_blocks_gallery_items" USING btree ("file_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_gallery_items_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_gallery_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_gallery_order_idx" ON "_pages_v_blocks_gallery" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_gallery_parent_id_idx" ON "_pages_v_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_gallery_path_idx" ON "_pages_v_blocks_gallery" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_gallery_locales_locale_parent_id_unique" ON "_pages_v_blocks_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_sections_items_order_idx" ON "_pages_v_blocks_sections_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_sections_items_parent_id_idx" ON "_pages_v_blocks_sections_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_sections_items_locales_locale_parent_id_uniq" ON "_pages_v_blocks_sections_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_sections_order_idx" ON "_pages_v_blocks_sections" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_sections_parent_id_idx" ON "_pages_v_blocks_sections" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_sections_path_idx" ON "_pages_v_blocks_sections" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_sections_locales_locale_parent_id_unique" ON "_pages_v_blocks_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_profile_rows_order_idx" ON "_pages_v_blocks_profile_rows" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_profile_rows_parent_id_idx" ON "_pages_v_blocks_profile_rows" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_profile_rows_locales_locale_parent_id_unique" ON "_pages_v_blocks_profile_rows_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_profile_order_idx" ON "_pages_v_blocks_profile" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_profile_parent_id_idx" ON "_pages_v_blocks_profile" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_profile_path_idx" ON "_pages_v_blocks_profile" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_profile_locales_locale_parent_id_unique" ON "_pages_v_blocks_profile_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_tabs_items_order_idx" ON "_pages_v_blocks_tabs_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_tabs_items_parent_id_idx" ON "_pages_v_blocks_tabs_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_tabs_items_locales_locale_parent_id_unique" ON "_pages_v_blocks_tabs_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_tabs_order_idx" ON "_pages_v_blocks_tabs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_tabs_parent_id_idx" ON "_pages_v_blocks_tabs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_tabs_path_idx" ON "_pages_v_blocks_tabs" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_tabs_locales_locale_parent_id_unique" ON "_pages_v_blocks_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_view_schemes_order_idx" ON "_pages_v_blocks_view_schemes" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_view_schemes_parent_idx" ON "_pages_v_blocks_view_schemes" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_view_order_idx" ON "_pages_v_blocks_view" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_view_parent_id_idx" ON "_pages_v_blocks_view" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_view_path_idx" ON "_pages_v_blocks_view" USING btree ("_path");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_files_id_idx" ON "_pages_v_rels" USING btree ("files_id");
  CREATE INDEX "roster_entries_group_idx" ON "roster_entries" USING btree ("group");
  CREATE INDEX "roster_entries_updated_at_idx" ON "roster_entries" USING btree ("updated_at");
  CREATE INDEX "roster_entries_created_at_idx" ON "roster_entries" USING btree ("created_at");
  CREATE UNIQUE INDEX "roster_entries_locales_locale_parent_id_unique" ON "roster_entries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "schemes_merits_order_idx" ON "schemes_merits" USING btree ("_order");
  CREATE INDEX "schemes_merits_parent_id_idx" ON "schemes_merits" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "schemes_merits_locales_locale_parent_id_unique" ON "schemes_merits_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "schemes_criteria_order_idx" ON "schemes_criteria" USING btree ("_order");
  CREATE INDEX "schemes_criteria_parent_id_idx" ON "schemes_criteria" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "schemes_criteria_locales_locale_parent_id_unique" ON "schemes_criteria_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "schemes_mra_order_idx" ON "schemes_mra" USING btree ("_order");
  CREATE INDEX "schemes_mra_parent_id_idx" ON "schemes_mra" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "schemes_mra_locales_locale_parent_id_unique" ON "schemes_mra_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "schemes_scheme_idx" ON "schemes" USING btree ("scheme");
  CREATE INDEX "schemes_updated_at_idx" ON "schemes" USING btree ("updated_at");
  CREATE INDEX "schemes_created_at_idx" ON "schemes" USING btree ("created_at");
  CREATE UNIQUE INDEX "schemes_locales_locale_parent_id_unique" ON "schemes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contributions_anniversary_idx" ON "contributions" USING btree ("anniversary");
  CREATE INDEX "contributions_updated_at_idx" ON "contributions" USING btree ("updated_at");
  CREATE INDEX "contributions_created_at_idx" ON "contributions" USING btree ("created_at");
  CREATE UNIQUE INDEX "contributions_locales_locale_parent_id_unique" ON "contributions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "organisation_profile_purposes_order_idx" ON "organisation_profile_purposes" USING btree ("_order");
  CREATE INDEX "organisation_profile_purposes_parent_id_idx" ON "organisation_profile_purposes" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "organisation_profile_purposes_locales_locale_parent_id_uniqu" ON "organisation_profile_purposes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "organisation_contact_stations_order_idx" ON "organisation_contact_stations" USING btree ("_order");
  CREATE INDEX "organisation_contact_stations_parent_id_idx" ON "organisation_contact_stations" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "organisation_contact_stations_locales_locale_parent_id_uniqu" ON "organisation_contact_stations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "organisation_contact_contact_map_idx" ON "organisation" USING btree ("contact_map_id");
  CREATE UNIQUE INDEX "organisation_locales_locale_parent_id_unique" ON "organisation_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "accreditation_flow_steps_order_idx" ON "accreditation_flow_steps" USING btree ("_order");
  CREATE INDEX "accreditation_flow_steps_parent_id_idx" ON "accreditation_flow_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "accreditation_flow_steps_locales_locale_parent_id_unique" ON "accreditation_flow_steps_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_roster_entries_fk" FOREIGN KEY ("roster_entries_id") REFERENCES "public"."roster_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_schemes_fk" FOREIGN KEY ("schemes_id") REFERENCES "public"."schemes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contributions_fk" FOREIGN KEY ("contributions_id") REFERENCES "public"."contributions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_roster_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("roster_entries_id");
  CREATE INDEX "payload_locked_documents_rels_schemes_id_idx" ON "payload_locked_documents_rels" USING btree ("schemes_id");
  CREATE INDEX "payload_locked_documents_rels_contributions_id_idx" ON "payload_locked_documents_rels" USING btree ("contributions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_data_table_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_data_table_columns_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_data_table_rows_cells" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_data_table_rows_cells_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_data_table_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_data_table" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_data_table_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_steps_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_steps_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_files_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_gallery_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_gallery_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_gallery_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_sections_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_sections_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_profile_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_profile_rows_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_profile" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_profile_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tabs_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tabs_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tabs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_view_schemes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_view" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_data_table_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_data_table_columns_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_data_table_rows_cells" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_data_table_rows_cells_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_data_table_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_data_table" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_data_table_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_steps_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_steps_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_files_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_gallery_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_gallery_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_gallery_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_sections_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_sections_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_profile_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_profile_rows_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_profile" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_profile_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tabs_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tabs_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tabs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_view_schemes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_view" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "roster_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "roster_entries_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "schemes_merits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "schemes_merits_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "schemes_criteria" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "schemes_criteria_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "schemes_mra" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "schemes_mra_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "schemes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "schemes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contributions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contributions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "organisation_profile_purposes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "organisation_profile_purposes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "organisation_contact_stations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "organisation_contact_stations_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "organisation" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "organisation_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "accreditation_flow_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "accreditation_flow_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "accreditation_flow" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_data_table_columns" CASCADE;
  DROP TABLE "pages_blocks_data_table_columns_locales" CASCADE;
  DROP TABLE "pages_blocks_data_table_rows_cells" CASCADE;
  DROP TABLE "pages_blocks_data_table_rows_cells_locales" CASCADE;
  DROP TABLE "pages_blocks_data_table_rows" CASCADE;
  DROP TABLE "pages_blocks_data_table" CASCADE;
  DROP TABLE "pages_blocks_data_table_locales" CASCADE;
  DROP TABLE "pages_blocks_steps_items" CASCADE;
  DROP TABLE "pages_blocks_steps_items_locales" CASCADE;
  DROP TABLE "pages_blocks_steps" CASCADE;
  DROP TABLE "pages_blocks_steps_locales" CASCADE;
  DROP TABLE "pages_blocks_files" CASCADE;
  DROP TABLE "pages_blocks_files_locales" CASCADE;
  DROP TABLE "pages_blocks_gallery_items" CASCADE;
  DROP TABLE "pages_blocks_gallery_items_locales" CASCADE;
  DROP TABLE "pages_blocks_gallery" CASCADE;
  DROP TABLE "pages_blocks_gallery_locales" CASCADE;
  DROP TABLE "pages_blocks_sections_items" CASCADE;
  DROP TABLE "pages_blocks_sections_items_locales" CASCADE;
  DROP TABLE "pages_blocks_sections" CASCADE;
  DROP TABLE "pages_blocks_sections_locales" CASCADE;
  DROP TABLE "pages_blocks_profile_rows" CASCADE;
  DROP TABLE "pages_blocks_profile_rows_locales" CASCADE;
  DROP TABLE "pages_blocks_profile" CASCADE;
  DROP TABLE "pages_blocks_profile_locales" CASCADE;
  DROP TABLE "pages_blocks_tabs_items" CASCADE;
  DROP TABLE "pages_blocks_tabs_items_locales" CASCADE;
  DROP TABLE "pages_blocks_tabs" CASCADE;
  DROP TABLE "pages_blocks_tabs_locales" CASCADE;
  DROP TABLE "pages_blocks_view_schemes" CASCADE;
  DROP TABLE "pages_blocks_view" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_blocks_data_table_columns" CASCADE;
  DROP TABLE "_pages_v_blocks_data_table_columns_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_data_table_rows_cells" CASCADE;
  DROP TABLE "_pages_v_blocks_data_table_rows_cells_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_data_table_rows" CASCADE;
  DROP TABLE "_pages_v_blocks_data_table" CASCADE;
  DROP TABLE "_pages_v_blocks_data_table_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_steps_items" CASCADE;
  DROP TABLE "_pages_v_blocks_steps_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_steps_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_files" CASCADE;
  DROP TABLE "_pages_v_blocks_files_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_gallery_items" CASCADE;
  DROP TABLE "_pages_v_blocks_gallery_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_gallery" CASCADE;
  DROP TABLE "_pages_v_blocks_gallery_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_sections_items" CASCADE;
  DROP TABLE "_pages_v_blocks_sections_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_sections" CASCADE;
  DROP TABLE "_pages_v_blocks_sections_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_profile_rows" CASCADE;
  DROP TABLE "_pages_v_blocks_profile_rows_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_profile" CASCADE;
  DROP TABLE "_pages_v_blocks_profile_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_tabs_items" CASCADE;
  DROP TABLE "_pages_v_blocks_tabs_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_tabs" CASCADE;
  DROP TABLE "_pages_v_blocks_tabs_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_view_schemes" CASCADE;
  DROP TABLE "_pages_v_blocks_view" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "roster_entries" CASCADE;
  DROP TABLE "roster_entries_locales" CASCADE;
  DROP TABLE "schemes_merits" CASCADE;
  DROP TABLE "schemes_merits_locales" CASCADE;
  DROP TABLE "schemes_criteria" CASCADE;
  DROP TABLE "schemes_criteria_locales" CASCADE;
  DROP TABLE "schemes_mra" CASCADE;
  DROP TABLE "schemes_mra_locales" CASCADE;
  DROP TABLE "schemes" CASCADE;
  DROP TABLE "schemes_locales" CASCADE;
  DROP TABLE "contributions" CASCADE;
  DROP TABLE "contributions_locales" CASCADE;
  DROP TABLE "organisation_profile_purposes" CASCADE;
  DROP TABLE "organisation_profile_purposes_locales" CASCADE;
  DROP TABLE "organisation_contact_stations" CASCADE;
  DROP TABLE "organisation_contact_stations_locales" CASCADE;
  DROP TABLE "organisation" CASCADE;
  DROP TABLE "organisation_locales" CASCADE;
  DROP TABLE "accreditation_flow_steps" CASCADE;
  DROP TABLE "accreditation_flow_steps_locales" CASCADE;
  DROP TABLE "accreditation_flow" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_roster_entries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_schemes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contributions_fk";
  
  DROP INDEX "payload_locked_documents_rels_roster_entries_id_idx";
  DROP INDEX "payload_locked_documents_rels_schemes_id_idx";
  DROP INDEX "payload_locked_documents_rels_contributions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "roster_entries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "schemes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contributions_id";
  DROP TYPE "public"."enum_pages_blocks_steps_source";
  DROP TYPE "public"."enum_pages_blocks_view_schemes";
  DROP TYPE "public"."enum_pages_blocks_view_view";
  DROP TYPE "public"."enum_pages_blocks_view_anniversary";
  DROP TYPE "public"."enum__pages_v_blocks_steps_source";
  DROP TYPE "public"."enum__pages_v_blocks_view_schemes";
  DROP TYPE "public"."enum__pages_v_blocks_view_view";
  DROP TYPE "public"."enum__pages_v_blocks_view_anniversary";
  DROP TYPE "public"."enum_roster_entries_group";
  DROP TYPE "public"."enum_roster_entries_role";
  DROP TYPE "public"."enum_roster_entries_tenure";
  DROP TYPE "public"."enum_schemes_mra_arrangement";
  DROP TYPE "public"."enum_schemes_scheme";
  DROP TYPE "public"."enum_contributions_anniversary";`)
}
