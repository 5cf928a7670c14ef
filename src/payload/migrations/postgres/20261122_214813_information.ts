import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_latest_items_source" AS ENUM('news', 'publicComments', 'revisions', 'recruitment');
  CREATE TYPE "public"."enum__pages_v_blocks_latest_items_source" AS ENUM('news', 'publicComments', 'revisions', 'recruitment');
  CREATE TYPE "public"."enum_news_publishedat_tz" AS ENUM('Asia/Tokyo');
  CREATE TYPE "public"."enum_news_category" AS ENUM('notice', 'accreditation', 'event', 'press', 'system');
  CREATE TYPE "public"."enum_news_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_version_publishedat_tz" AS ENUM('Asia/Tokyo');
  CREATE TYPE "public"."enum__news_v_version_category" AS ENUM('notice', 'accreditation', 'event', 'press', 'system');
  CREATE TYPE "public"."enum__news_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_published_locale" AS ENUM('ja', 'en');
  CREATE TYPE "public"."enum_public_comments_publishedat_tz" AS ENUM('Asia/Tokyo');
  CREATE TYPE "public"."enum_public_comments_opensat_tz" AS ENUM('Asia/Tokyo');
  CREATE TYPE "public"."enum_public_comments_closesat_tz" AS ENUM('Asia/Tokyo');
  CREATE TYPE "public"."enum_public_comments_channel" AS ENUM('email', 'form', 'post');
  CREATE TYPE "public"."enum_public_comments_results_publishedat_tz" AS ENUM('Asia/Tokyo');
  CREATE TYPE "public"."enum_public_comments_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__public_comments_v_version_publishedat_tz" AS ENUM('Asia/Tokyo');
  CREATE TYPE "public"."enum__public_comments_v_version_opensat_tz" AS ENUM('Asia/Tokyo');
  CREATE TYPE "public"."enum__public_comments_v_version_closesat_tz" AS ENUM('Asia/Tokyo');
  CREATE TYPE "public"."enum__public_comments_v_version_channel" AS ENUM('email', 'form', 'post');
  CREATE TYPE "public"."enum__public_comments_v_version_results_publishedat_tz" AS ENUM('Asia/Tokyo');
  CREATE TYPE "public"."enum__public_comments_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__public_comments_v_published_locale" AS ENUM('ja', 'en');
  CREATE TYPE "public"."enum_document_revisions_publishedat_tz" AS ENUM('Asia/Tokyo');
  CREATE TYPE "public"."enum_document_revisions_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__document_revisions_v_version_publishedat_tz" AS ENUM('Asia/Tokyo');
  CREATE TYPE "public"."enum__document_revisions_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__document_revisions_v_published_locale" AS ENUM('ja', 'en');
  CREATE TYPE "public"."enum_documents_schemes" AS ENUM('management_system', 'personnel', 'product', 'greenhouse_gas', 'laboratory', 'calibration_laboratory', 'reference_material_producer', 'medical_laboratory', 'inspection_body', 'proficiency_testing_provider', 'biobanking');
  CREATE TYPE "public"."enum_documents_kind" AS ENUM('document', 'form');
  CREATE TYPE "public"."enum_documents_group" AS ENUM('common', 'scheme', 'reference', 'referenceTranslation', 'guideline');
  CREATE TYPE "public"."enum_documents_publishedat_tz" AS ENUM('Asia/Tokyo');
  CREATE TYPE "public"."enum_documents_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__documents_v_version_schemes" AS ENUM('management_system', 'personnel', 'product', 'greenhouse_gas', 'laboratory', 'calibration_laboratory', 'reference_material_producer', 'medical_laboratory', 'inspection_body', 'proficiency_testing_provider', 'biobanking');
  CREATE TYPE "public"."enum__documents_v_version_kind" AS ENUM('document', 'form');
  CREATE TYPE "public"."enum__documents_v_version_group" AS ENUM('common', 'scheme', 'reference', 'referenceTranslation', 'guideline');
  CREATE TYPE "public"."enum__documents_v_version_publishedat_tz" AS ENUM('Asia/Tokyo');
  CREATE TYPE "public"."enum__documents_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__documents_v_published_locale" AS ENUM('ja', 'en');
  CREATE TYPE "public"."enum_job_postings_publishedat_tz" AS ENUM('Asia/Tokyo');
  CREATE TYPE "public"."enum_job_postings_unit" AS ENUM('medicalLaboratory', 'managementSystem', 'laboratory', 'testingLaboratoryAssessor');
  CREATE TYPE "public"."enum_job_postings_contract" AS ENUM('temporary3', 'temporary6', 'assessor');
  CREATE TYPE "public"."enum_job_postings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__job_postings_v_version_publishedat_tz" AS ENUM('Asia/Tokyo');
  CREATE TYPE "public"."enum__job_postings_v_version_unit" AS ENUM('medicalLaboratory', 'managementSystem', 'laboratory', 'testingLaboratoryAssessor');
  CREATE TYPE "public"."enum__job_postings_v_version_contract" AS ENUM('temporary3', 'temporary6', 'assessor');
  CREATE TYPE "public"."enum__job_postings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__job_postings_v_published_locale" AS ENUM('ja', 'en');
  CREATE TYPE "public"."enum_files_language" AS ENUM('ja', 'en', 'both');
  CREATE TABLE "pages_blocks_latest_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" "enum_pages_blocks_latest_items_source",
  	"count" numeric DEFAULT 5,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_latest_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "enum__pages_v_blocks_latest_items_source",
  	"count" numeric DEFAULT 5,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_related_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar
  );
  
  CREATE TABLE "news_related_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "news" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"published_at" timestamp(3) with time zone,
  	"publishedat_tz" "enum_news_publishedat_tz" DEFAULT 'Asia/Tokyo',
  	"category" "enum_news_category" DEFAULT 'notice',
  	"sample" boolean,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_news_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "news_locales" (
  	"title" varchar,
  	"body" jsonb,
  	"search_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "news_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"files_id" integer
  );
  
  CREATE TABLE "_news_v_version_related_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_news_v_version_related_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_publishedat_tz" "enum__news_v_version_publishedat_tz" DEFAULT 'Asia/Tokyo',
  	"version_category" "enum__news_v_version_category" DEFAULT 'notice',
  	"version_sample" boolean,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__news_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__news_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_news_v_locales" (
  	"version_title" varchar,
  	"version_body" jsonb,
  	"version_search_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_news_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"files_id" integer
  );
  
  CREATE TABLE "public_comments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"published_at" timestamp(3) with time zone,
  	"publishedat_tz" "enum_public_comments_publishedat_tz" DEFAULT 'Asia/Tokyo',
  	"opens_at" timestamp(3) with time zone,
  	"opensat_tz" "enum_public_comments_opensat_tz" DEFAULT 'Asia/Tokyo',
  	"closes_at" timestamp(3) with time zone,
  	"closesat_tz" "enum_public_comments_closesat_tz" DEFAULT 'Asia/Tokyo',
  	"channel" "enum_public_comments_channel" DEFAULT 'email',
  	"results_published_at" timestamp(3) with time zone,
  	"results_publishedat_tz" "enum_public_comments_results_publishedat_tz" DEFAULT 'Asia/Tokyo',
  	"sample" boolean,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_public_comments_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "public_comments_locales" (
  	"title" varchar,
  	"body" jsonb,
  	"address" varchar,
  	"results_body" jsonb,
  	"search_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "public_comments_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"files_id" integer
  );
  
  CREATE TABLE "_public_comments_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_publishedat_tz" "enum__public_comments_v_version_publishedat_tz" DEFAULT 'Asia/Tokyo',
  	"version_opens_at" timestamp(3) with time zone,
  	"version_opensat_tz" "enum__public_comments_v_version_opensat_tz" DEFAULT 'Asia/Tokyo',
  	"version_closes_at" timestamp(3) with time zone,
  	"version_closesat_tz" "enum__public_comments_v_version_closesat_tz" DEFAULT 'Asia/Tokyo',
  	"version_channel" "enum__public_comments_v_version_channel" DEFAULT 'email',
  	"version_results_published_at" timestamp(3) with time zone,
  	"version_results_publishedat_tz" "enum__public_comments_v_version_results_publishedat_tz" DEFAULT 'Asia/Tokyo',
  	"version_sample" boolean,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__public_comments_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__public_comments_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_public_comments_v_locales" (
  	"version_title" varchar,
  	"version_body" jsonb,
  	"version_address" varchar,
  	"version_results_body" jsonb,
  	"version_search_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_public_comments_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"files_id" integer
  );
  
  CREATE TABLE "document_revisions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"published_at" timestamp(3) with time zone,
  	"publishedat_tz" "enum_document_revisions_publishedat_tz" DEFAULT 'Asia/Tokyo',
  	"document_id" integer,
  	"issued_on" varchar,
  	"effective_on" varchar,
  	"transition_ends_on" varchar,
  	"sample" boolean,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_document_revisions_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "document_revisions_locales" (
  	"title" varchar,
  	"summary" jsonb,
  	"transition_note" varchar,
  	"search_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "document_revisions_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"files_id" integer
  );
  
  CREATE TABLE "_document_revisions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_publishedat_tz" "enum__document_revisions_v_version_publishedat_tz" DEFAULT 'Asia/Tokyo',
  	"version_document_id" integer,
  	"version_issued_on" varchar,
  	"version_effective_on" varchar,
  	"version_transition_ends_on" varchar,
  	"version_sample" boolean,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__document_revisions_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__document_revisions_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_document_revisions_v_locales" (
  	"version_title" varchar,
  	"version_summary" jsonb,
  	"version_transition_note" varchar,
  	"version_search_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_document_revisions_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"files_id" integer
  );
  
  CREATE TABLE "documents_schemes" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_documents_schemes",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_documents_kind" DEFAULT 'document',
  	"group" "enum_documents_group",
  	"document_number" varchar,
  	"form_number" varchar,
  	"reference_number" varchar,
  	"issued_on" varchar,
  	"applies_on" varchar,
  	"file_id" integer,
  	"published_at" timestamp(3) with time zone,
  	"publishedat_tz" "enum_documents_publishedat_tz" DEFAULT 'Asia/Tokyo',
  	"sample" boolean,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_documents_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "documents_locales" (
  	"title" varchar,
  	"reference_title" varchar,
  	"explanatory_document_name" varchar,
  	"published_portion" varchar,
  	"usual_articles" varchar,
  	"explanatory_text" varchar,
  	"search_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_documents_v_version_schemes" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__documents_v_version_schemes",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_documents_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_kind" "enum__documents_v_version_kind" DEFAULT 'document',
  	"version_group" "enum__documents_v_version_group",
  	"version_document_number" varchar,
  	"version_form_number" varchar,
  	"version_reference_number" varchar,
  	"version_issued_on" varchar,
  	"version_applies_on" varchar,
  	"version_file_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_publishedat_tz" "enum__documents_v_version_publishedat_tz" DEFAULT 'Asia/Tokyo',
  	"version_sample" boolean,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__documents_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__documents_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_documents_v_locales" (
  	"version_title" varchar,
  	"version_reference_title" varchar,
  	"version_explanatory_document_name" varchar,
  	"version_published_portion" varchar,
  	"version_usual_articles" varchar,
  	"version_explanatory_text" varchar,
  	"version_search_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "job_postings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"published_at" timestamp(3) with time zone,
  	"publishedat_tz" "enum_job_postings_publishedat_tz" DEFAULT 'Asia/Tokyo',
  	"unit" "enum_job_postings_unit",
  	"contract" "enum_job_postings_contract",
  	"closes_on" varchar,
  	"apply_to" varchar,
  	"sample" boolean,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_job_postings_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "job_postings_locales" (
  	"title" varchar,
  	"duties" jsonb,
  	"requirements" jsonb,
  	"conditions" jsonb,
  	"how_to_apply" jsonb,
  	"subject_line" varchar,
  	"search_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_job_postings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_publishedat_tz" "enum__job_postings_v_version_publishedat_tz" DEFAULT 'Asia/Tokyo',
  	"version_unit" "enum__job_postings_v_version_unit",
  	"version_contract" "enum__job_postings_v_version_contract",
  	"version_closes_on" varchar,
  	"version_apply_to" varchar,
  	"version_sample" boolean,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__job_postings_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__job_postings_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_job_postings_v_locales" (
  	"version_title" varchar,
  	"version_duties" jsonb,
  	"version_requirements" jsonb,
  	"version_conditions" jsonb,
  	"version_how_to_apply" jsonb,
  	"version_subject_line" varchar,
  	"version_search_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"language" "enum_files_language" DEFAULT 'ja' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "files_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "news_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "public_comments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "document_revisions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "documents_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_postings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "files_id" integer;
  ALTER TABLE "pages_blocks_latest_items" ADD CONSTRAINT "pages_blocks_latest_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_latest_items" ADD CONSTRAINT "_pages_v_blocks_latest_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_related_links" ADD CONSTRAINT "news_related_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_related_links_locales" ADD CONSTRAINT "news_related_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news_related_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_locales" ADD CONSTRAINT "news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_version_related_links" ADD CONSTRAINT "_news_v_version_related_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_version_related_links_locales" ADD CONSTRAINT "_news_v_version_related_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v_version_related_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_parent_id_news_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_locales" ADD CONSTRAINT "_news_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "public_comments_locales" ADD CONSTRAINT "public_comments_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."public_comments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "public_comments_rels" ADD CONSTRAINT "public_comments_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."public_comments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "public_comments_rels" ADD CONSTRAINT "public_comments_rels_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_public_comments_v" ADD CONSTRAINT "_public_comments_v_parent_id_public_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."public_comments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_public_comments_v_locales" ADD CONSTRAINT "_public_comments_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_public_comments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_public_comments_v_rels" ADD CONSTRAINT "_public_comments_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_public_comments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_public_comments_v_rels" ADD CONSTRAINT "_public_comments_v_rels_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "document_revisions" ADD CONSTRAINT "document_revisions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "document_revisions_locales" ADD CONSTRAINT "document_revisions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."document_revisions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "document_revisions_rels" ADD CONSTRAINT "document_revisions_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."document_revisions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "document_revisions_rels" ADD CONSTRAINT "document_revisions_rels_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_document_revisions_v" ADD CONSTRAINT "_document_revisions_v_parent_id_document_revisions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."document_revisions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_document_revisions_v" ADD CONSTRAINT "_document_revisions_v_version_document_id_documents_id_fk" FOREIGN KEY ("version_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_document_revisions_v_locales" ADD CONSTRAINT "_document_revisions_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_document_revisions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_document_revisions_v_rels" ADD CONSTRAINT "_document_revisions_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_document_revisions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_document_revisions_v_rels" ADD CONSTRAINT "_document_revisions_v_rels_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents_schemes" ADD CONSTRAINT "documents_schemes_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents" ADD CONSTRAINT "documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "documents_locales" ADD CONSTRAINT "documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_documents_v_version_schemes" ADD CONSTRAINT "_documents_v_version_schemes_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_documents_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_documents_v" ADD CONSTRAINT "_documents_v_parent_id_documents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_documents_v" ADD CONSTRAINT "_documents_v_version_file_id_files_id_fk" FOREIGN KEY ("version_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_documents_v_locales" ADD CONSTRAINT "_documents_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_documents_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_postings_locales" ADD CONSTRAINT "job_postings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_job_postings_v" ADD CONSTRAINT "_job_postings_v_parent_id_job_postings_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."job_postings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_job_postings_v_locales" ADD CONSTRAINT "_job_postings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_job_postings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "files_locales" ADD CONSTRAINT "files_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_latest_items_order_idx" ON "pages_blocks_latest_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_latest_items_parent_id_idx" ON "pages_blocks_latest_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_latest_items_path_idx" ON "pages_blocks_latest_items" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_latest_items_order_idx" ON "_pages_v_blocks_latest_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_latest_items_parent_id_idx" ON "_pages_v_blocks_latest_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_latest_items_path_idx" ON "_pages_v_blocks_latest_items" USING btree ("_path");
  CREATE INDEX "news_related_links_order_idx" ON "news_related_links" USING btree ("_order");
  CREATE INDEX "news_related_links_parent_id_idx" ON "news_related_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "news_related_links_locales_locale_parent_id_unique" ON "news_related_links_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "news_slug_idx" ON "news" USING btree ("slug");
  CREATE INDEX "news_published_at_idx" ON "news" USING btree ("published_at");
  CREATE INDEX "news_category_idx" ON "news" USING btree ("category");
  CREATE INDEX "news_updated_at_idx" ON "news" USING btree ("updated_at");
  CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at");
  CREATE INDEX "news__status_idx" ON "news" USING btree ("_status");
  CREATE UNIQUE INDEX "news_locales_locale_parent_id_unique" ON "news_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "news_rels_order_idx" ON "news_rels" USING btree ("order");
  CREATE INDEX "news_rels_parent_idx" ON "news_rels" USING btree ("parent_id");
  CREATE INDEX "news_rels_path_idx" ON "news_rels" USING btree ("path");
  CREATE INDEX "news_rels_files_id_idx" ON "news_rels" USING btree ("files_id");
  CREATE INDEX "_news_v_version_related_links_order_idx" ON "_news_v_version_related_links" USING btree ("_order");
  CREATE INDEX "_news_v_version_related_links_parent_id_idx" ON "_news_v_version_related_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_news_v_version_related_links_locales_locale_parent_id_uniqu" ON "_news_v_version_related_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_news_v_parent_idx" ON "_news_v" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_version_slug_idx" ON "_news_v" USING btree ("version_slug");
  CREATE INDEX "_news_v_version_version_published_at_idx" ON "_news_v" USING btree ("version_published_at");
  CREATE INDEX "_news_v_version_version_category_idx" ON "_news_v" USING btree ("version_category");
  CREATE INDEX "_news_v_version_version_updated_at_idx" ON "_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_v_version_version_created_at_idx" ON "_news_v" USING btree ("version_created_at");
  CREATE INDEX "_news_v_version_version__status_idx" ON "_news_v" USING btree ("version__status");
  CREATE INDEX "_news_v_created_at_idx" ON "_news_v" USING btree ("created_at");
  CREATE INDEX "_news_v_updated_at_idx" ON "_news_v" USING btree ("updated_at");
  CREATE INDEX "_news_v_snapshot_idx" ON "_news_v" USING btree ("snapshot");
  CREATE INDEX "_news_v_published_locale_idx" ON "_news_v" USING btree ("published_locale");
  CREATE INDEX "_news_v_latest_idx" ON "_news_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_news_v_locales_locale_parent_id_unique" ON "_news_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_news_v_rels_order_idx" ON "_news_v_rels" USING btree ("order");
  CREATE INDEX "_news_v_rels_parent_idx" ON "_news_v_rels" USING btree ("parent_id");
  CREATE INDEX "_news_v_rels_path_idx" ON "_news_v_rels" USING btree ("path");
  CREATE INDEX "_news_v_rels_files_id_idx" ON "_news_v_rels" USING btree ("files_id");
  CREATE UNIQUE INDEX "public_comments_slug_idx" ON "public_comments" USING btree ("slug");
  CREATE INDEX "public_comments_published_at_idx" ON "public_comments" USING btree ("published_at");
  CREATE INDEX "public_comments_opens_at_idx" ON "public_comments" USING btree ("opens_at");
  CREATE INDEX "public_comments_closes_at_idx" ON "public_comments" USING btree ("closes_at");
  CREATE INDEX "public_comments_updated_at_idx" ON "public_comments" USING btree ("updated_at");
  CREATE INDEX "public_comments_created_at_idx" ON "public_comments" USING btree ("created_at");
  CREATE INDEX "public_comments__status_idx" ON "public_comments" USING btree ("_status");
  CREATE UNIQUE INDEX "public_comments_locales_locale_parent_id_unique" ON "public_comments_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "public_comments_rels_order_idx" ON "public_comments_rels" USING btree ("order");
  CREATE INDEX "public_comments_rels_parent_idx" ON "public_comments_rels" USING btree ("parent_id");
  CREATE INDEX "public_comments_rels_path_idx" ON "public_comments_rels" USING btree ("path");
  CREATE INDEX "public_comments_rels_files_id_idx" ON "public_comments_rels" USING btree ("files_id");
  CREATE INDEX "_public_comments_v_parent_idx" ON "_public_comments_v" USING btree ("parent_id");
  CREATE INDEX "_public_comments_v_version_version_slug_idx" ON "_public_comments_v" USING btree ("version_slug");
  CREATE INDEX "_public_comments_v_version_version_published_at_idx" ON "_public_comments_v" USING btree ("version_published_at");
  CREATE INDEX "_public_comments_v_version_version_opens_at_idx" ON "_public_comments_v" USING btree ("version_opens_at");
  CREATE INDEX "_public_comments_v_version_version_closes_at_idx" ON "_public_comments_v" USING btree ("version_closes_at");
  CREATE INDEX "_public_comments_v_version_version_updated_at_idx" ON "_public_comments_v" USING btree ("version_updated_at");
  CREATE INDEX "_public_comments_v_version_version_created_at_idx" ON "_public_comments_v" USING btree ("version_created_at");
  CREATE INDEX "_public_comments_v_version_version__status_idx" ON "_public_comments_v" USING btree ("version__status");
  CREATE INDEX "_public_comments_v_created_at_idx" ON "_public_comments_v" USING btree ("created_at");
  CREATE INDEX "_public_comments_v_updated_at_idx" ON "_public_comments_v" USING btree ("updated_at");
  CREATE INDEX "_public_comments_v_snapshot_idx" ON "_public_comments_v" USING btree ("snapshot");
  CREATE INDEX "_public_comments_v_published_locale_idx" ON "_public_comments_v" USING btree ("published_locale");
  CREATE INDEX "_public_comments_v_latest_idx" ON "_public_comments_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_public_comments_v_locales_locale_parent_id_unique" ON "_public_comments_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_public_comments_v_rels_order_idx" ON "_public_comments_v_rels" USING btree ("order");
  CREATE INDEX "_public_comments_v_rels_parent_idx" ON "_public_comments_v_rels" USING btree ("parent_id");
  CREATE INDEX "_public_comments_v_rels_path_idx" ON "_public_comments_v_rels" USING btree ("path");
  CREATE INDEX "_public_comments_v_rels_files_id_idx" ON "_public_comments_v_rels" USING btree ("files_id");
  CREATE UNIQUE INDEX "document_revisions_slug_idx" ON "document_revisions" USING btree ("slug");
  CREATE INDEX "document_revisions_published_at_idx" ON "document_revisions" USING btree ("published_at");
  CREATE INDEX "document_revisions_document_idx" ON "document_revisions" USING btree ("document_id");
  CREATE INDEX "document_revisions_updated_at_idx" ON "document_revisions" USING btree ("updated_at");
  CREATE INDEX "document_revisions_created_at_idx" ON "document_revisions" USING btree ("created_at");
  CREATE INDEX "document_revisions__status_idx" ON "document_revisions" USING btree ("_status");
  CREATE UNIQUE INDEX "document_revisions_locales_locale_parent_id_unique" ON "document_revisions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "document_revisions_rels_order_idx" ON "document_revisions_rels" USING btree ("order");
  CREATE INDEX "document_revisions_rels_parent_idx" ON "document_revisions_rels" USING btree ("parent_id");
  CREATE INDEX "document_revisions_rels_path_idx" ON "document_revisions_rels" USING btree ("path");
  CREATE INDEX "document_revisions_rels_files_id_idx" ON "document_revisions_rels" USING btree ("files_id");
  CREATE INDEX "_document_revisions_v_parent_idx" ON "_document_revisions_v" USING btree ("parent_id");
  CREATE INDEX "_document_revisions_v_version_version_slug_idx" ON "_document_revisions_v" USING btree ("version_slug");
  CREATE INDEX "_document_revisions_v_version_version_published_at_idx" ON "_document_revisions_v" USING btree ("version_published_at");
  CREATE INDEX "_document_revisions_v_version_version_document_idx" ON "_document_revisions_v" USING btree ("version_document_id");
  CREATE INDEX "_document_revisions_v_version_version_updated_at_idx" ON "_document_revisions_v" USING btree ("version_updated_at");
  CREATE INDEX "_document_revisions_v_version_version_created_at_idx" ON "_document_revisions_v" USING btree ("version_created_at");
  CREATE INDEX "_document_revisions_v_version_version__status_idx" ON "_document_revisions_v" USING btree ("version__status");
  CREATE INDEX "_document_revisions_v_created_at_idx" ON "_document_revisions_v" USING btree ("created_at");
  CREATE INDEX "_document_revisions_v_updated_at_idx" ON "_document_revisions_v" USING btree ("updated_at");
  CREATE INDEX "_document_revisions_v_snapshot_idx" ON "_document_revisions_v" USING btree ("snapshot");
  CREATE INDEX "_document_revisions_v_published_locale_idx" ON "_document_revisions_v" USING btree ("published_locale");
  CREATE INDEX "_document_revisions_v_latest_idx" ON "_document_revisions_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_document_revisions_v_locales_locale_parent_id_unique" ON "_document_revisions_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_document_revisions_v_rels_order_idx" ON "_document_revisions_v_rels" USING btree ("order");
  CREATE INDEX "_document_revisions_v_rels_parent_idx" ON "_document_revisions_v_rels" USING btree ("parent_id");
  CREATE INDEX "_document_revisions_v_rels_path_idx" ON "_document_revisions_v_rels" USING btree ("path");
  CREATE INDEX "_document_revisions_v_rels_files_id_idx" ON "_document_revisions_v_rels" USING btree ("files_id");
  CREATE INDEX "documents_schemes_order_idx" ON "documents_schemes" USING btree ("order");
  CREATE INDEX "documents_schemes_parent_idx" ON "documents_schemes" USING btree ("parent_id");
  CREATE INDEX "documents_kind_idx" ON "documents" USING btree ("kind");
  CREATE INDEX "documents_group_idx" ON "documents" USING btree ("group");
  CREATE UNIQUE INDEX "documents_document_number_idx" ON "documents" USING btree ("document_number");
  CREATE INDEX "documents_form_number_idx" ON "documents" USING btree ("form_number");
  CREATE INDEX "documents_issued_on_idx" ON "documents" USING btree ("issued_on");
  CREATE INDEX "documents_file_idx" ON "documents" USING btree ("file_id");
  CREATE INDEX "documents_published_at_idx" ON "documents" USING btree ("published_at");
  CREATE INDEX "documents_updated_at_idx" ON "documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");
  CREATE INDEX "documents__status_idx" ON "documents" USING btree ("_status");
  CREATE UNIQUE INDEX "documents_locales_locale_parent_id_unique" ON "documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_documents_v_version_schemes_order_idx" ON "_documents_v_version_schemes" USING btree ("order");
  CREATE INDEX "_documents_v_version_schemes_parent_idx" ON "_documents_v_version_schemes" USING btree ("parent_id");
  CREATE INDEX "_documents_v_parent_idx" ON "_documents_v" USING btree ("parent_id");
  CREATE INDEX "_documents_v_version_version_kind_idx" ON "_documents_v" USING btree ("version_kind");
  CREATE INDEX "_documents_v_version_version_group_idx" ON "_documents_v" USING btree ("version_group");
  CREATE INDEX "_documents_v_version_version_document_number_idx" ON "_documents_v" USING btree ("version_document_number");
  CREATE INDEX "_documents_v_version_version_form_number_idx" ON "_documents_v" USING btree ("version_form_number");
  CREATE INDEX "_documents_v_version_version_issued_on_idx" ON "_documents_v" USING btree ("version_issued_on");
  CREATE INDEX "_documents_v_version_version_file_idx" ON "_documents_v" USING btree ("version_file_id");
  CREATE INDEX "_documents_v_version_version_published_at_idx" ON "_documents_v" USING btree ("version_published_at");
  CREATE INDEX "_documents_v_version_version_updated_at_idx" ON "_documents_v" USING btree ("version_updated_at");
  CREATE INDEX "_documents_v_version_version_created_at_idx" ON "_documents_v" USING btree ("version_created_at");
  CREATE INDEX "_documents_v_version_version__status_idx" ON "_documents_v" USING btree ("version__status");
  CREATE INDEX "_documents_v_created_at_idx" ON "_documents_v" USING btree ("created_at");
  CREATE INDEX "_documents_v_updated_at_idx" ON "_documents_v" USING btree ("updated_at");
  CREATE INDEX "_documents_v_snapshot_idx" ON "_documents_v" USING btree ("snapshot");
  CREATE INDEX "_documents_v_published_locale_idx" ON "_documents_v" USING btree ("published_locale");
  CREATE INDEX "_documents_v_latest_idx" ON "_documents_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_documents_v_locales_locale_parent_id_unique" ON "_documents_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "job_postings_slug_idx" ON "job_postings" USING btree ("slug");
  CREATE INDEX "job_postings_published_at_idx" ON "job_postings" USING btree ("published_at");
  CREATE INDEX "job_postings_closes_on_idx" ON "job_postings" USING btree ("closes_on");
  CREATE INDEX "job_postings_updated_at_idx" ON "job_postings" USING btree ("updated_at");
  CREATE INDEX "job_postings_created_at_idx" ON "job_postings" USING btree ("created_at");
  CREATE INDEX "job_postings__status_idx" ON "job_postings" USING btree ("_status");
  CREATE UNIQUE INDEX "job_postings_locales_locale_parent_id_unique" ON "job_postings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_job_postings_v_parent_idx" ON "_job_postings_v" USING btree ("parent_id");
  CREATE INDEX "_job_postings_v_version_version_slug_idx" ON "_job_postings_v" USING btree ("version_slug");
  CREATE INDEX "_job_postings_v_version_version_published_at_idx" ON "_job_postings_v" USING btree ("version_published_at");
  CREATE INDEX "_job_postings_v_version_version_closes_on_idx" ON "_job_postings_v" USING btree ("version_closes_on");
  CREATE INDEX "_job_postings_v_version_version_updated_at_idx" ON "_job_postings_v" USING btree ("version_updated_at");
  CREATE INDEX "_job_postings_v_version_version_created_at_idx" ON "_job_postings_v" USING btree ("version_created_at");
  CREATE INDEX "_job_postings_v_version_version__status_idx" ON "_job_postings_v" USING btree ("version__status");
  CREATE INDEX "_job_postings_v_created_at_idx" ON "_job_postings_v" USING btree ("created_at");
  CREATE INDEX "_job_postings_v_updated_at_idx" ON "_job_postings_v" USING btree ("updated_at");
  CREATE INDEX "_job_postings_v_snapshot_idx" ON "_job_postings_v" USING btree ("snapshot");
  CREATE INDEX "_job_postings_v_published_locale_idx" ON "_job_postings_v" USING btree ("published_locale");
  CREATE INDEX "_job_postings_v_latest_idx" ON "_job_postings_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_job_postings_v_locales_locale_parent_id_unique" ON "_job_postings_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "files_updated_at_idx" ON "files" USING btree ("updated_at");
  CREATE INDEX "files_created_at_idx" ON "files" USING btree ("created_at");
  CREATE UNIQUE INDEX "files_filename_idx" ON "files" USING btree ("filename");
  CREATE UNIQUE INDEX "files_locales_locale_parent_id_unique" ON "files_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_public_comments_fk" FOREIGN KEY ("public_comments_id") REFERENCES "public"."public_comments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_document_revisions_fk" FOREIGN KEY ("document_revisions_id") REFERENCES "public"."document_revisions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_postings_fk" FOREIGN KEY ("job_postings_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_news_id_idx" ON "payload_locked_documents_rels" USING btree ("news_id");
  CREATE INDEX "payload_locked_documents_rels_public_comments_id_idx" ON "payload_locked_documents_rels" USING btree ("public_comments_id");
  CREATE INDEX "payload_locked_documents_rels_document_revisions_id_idx" ON "payload_locked_documents_rels" USING btree ("document_revisions_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("documents_id");
  CREATE INDEX "payload_locked_documents_rels_job_postings_id_idx" ON "payload_locked_documents_rels" USING btree ("job_postings_id");
  CREATE INDEX "payload_locked_documents_rels_files_id_idx" ON "payload_locked_documents_rels" USING btree ("files_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_latest_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_latest_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_related_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_related_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_version_related_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_version_related_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "public_comments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "public_comments_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "public_comments_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_public_comments_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_public_comments_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_public_comments_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "document_revisions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "document_revisions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "document_revisions_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_document_revisions_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_document_revisions_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_document_revisions_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "documents_schemes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "documents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_documents_v_version_schemes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_documents_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_documents_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_postings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_postings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_job_postings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_job_postings_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "files_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_latest_items" CASCADE;
  DROP TABLE "_pages_v_blocks_latest_items" CASCADE;
  DROP TABLE "news_related_links" CASCADE;
  DROP TABLE "news_related_links_locales" CASCADE;
  DROP TABLE "news" CASCADE;
  DROP TABLE "news_locales" CASCADE;
  DROP TABLE "news_rels" CASCADE;
  DROP TABLE "_news_v_version_related_links" CASCADE;
  DROP TABLE "_news_v_version_related_links_locales" CASCADE;
  DROP TABLE "_news_v" CASCADE;
  DROP TABLE "_news_v_locales" CASCADE;
  DROP TABLE "_news_v_rels" CASCADE;
  DROP TABLE "public_comments" CASCADE;
  DROP TABLE "public_comments_locales" CASCADE;
  DROP TABLE "public_comments_rels" CASCADE;
  DROP TABLE "_public_comments_v" CASCADE;
  DROP TABLE "_public_comments_v_locales" CASCADE;
  DROP TABLE "_public_comments_v_rels" CASCADE;
  DROP TABLE "document_revisions" CASCADE;
  DROP TABLE "document_revisions_locales" CASCADE;
  DROP TABLE "document_revisions_rels" CASCADE;
  DROP TABLE "_document_revisions_v" CASCADE;
  DROP TABLE "_document_revisions_v_locales" CASCADE;
  DROP TABLE "_document_revisions_v_rels" CASCADE;
  DROP TABLE "documents_schemes" CASCADE;
  DROP TABLE "documents" CASCADE;
  DROP TABLE "documents_locales" CASCADE;
  DROP TABLE "_documents_v_version_schemes" CASCADE;
  DROP TABLE "_documents_v" CASCADE;
  DROP TABLE "_documents_v_locales" CASCADE;
  DROP TABLE "job_postings" CASCADE;
  DROP TABLE "job_postings_locales" CASCADE;
  DROP TABLE "_job_postings_v" CASCADE;
  DROP TABLE "_job_postings_v_locales" CASCADE;
  DROP TABLE "files" CASCADE;
  DROP TABLE "files_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_news_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_public_comments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_document_revisions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_documents_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_postings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_files_fk";
  
  DROP INDEX "payload_locked_documents_rels_news_id_idx";
  DROP INDEX "payload_locked_documents_rels_public_comments_id_idx";
  DROP INDEX "payload_locked_documents_rels_document_revisions_id_idx";
  DROP INDEX "payload_locked_documents_rels_documents_id_idx";
  DROP INDEX "payload_locked_documents_rels_job_postings_id_idx";
  DROP INDEX "payload_locked_documents_rels_files_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "news_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "public_comments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "document_revisions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "documents_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_postings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "files_id";
  DROP TYPE "public"."enum_pages_blocks_latest_items_source";
  DROP TYPE "public"."enum__pages_v_blocks_latest_items_source";
  DROP TYPE "public"."enum_news_publishedat_tz";
  DROP TYPE "public"."enum_news_category";
  DROP TYPE "public"."enum_news_status";
  DROP TYPE "public"."enum__news_v_version_publishedat_tz";
  DROP TYPE "public"."enum__news_v_version_category";
  DROP TYPE "public"."enum__news_v_version_status";
  DROP TYPE "public"."enum__news_v_published_locale";
  DROP TYPE "public"."enum_public_comments_publishedat_tz";
  DROP TYPE "public"."enum_public_comments_opensat_tz";
  DROP TYPE "public"."enum_public_comments_closesat_tz";
  DROP TYPE "public"."enum_public_comments_channel";
  DROP TYPE "public"."enum_public_comments_results_publishedat_tz";
  DROP TYPE "public"."enum_public_comments_status";
  DROP TYPE "public"."enum__public_comments_v_version_publishedat_tz";
  DROP TYPE "public"."enum__public_comments_v_version_opensat_tz";
  DROP TYPE "public"."enum__public_comments_v_version_closesat_tz";
  DROP TYPE "public"."enum__public_comments_v_version_channel";
  DROP TYPE "public"."enum__public_comments_v_version_results_publishedat_tz";
  DROP TYPE "public"."enum__public_comments_v_version_status";
  DROP TYPE "public"."enum__public_comments_v_published_locale";
  DROP TYPE "public"."enum_document_revisions_publishedat_tz";
  DROP TYPE "public"."enum_document_revisions_status";
  DROP TYPE "public"."enum__document_revisions_v_version_publishedat_tz";
  DROP TYPE "public"."enum__document_revisions_v_version_status";
  DROP TYPE "public"."enum__document_revisions_v_published_locale";
  DROP TYPE "public"."enum_documents_schemes";
  DROP TYPE "public"."enum_documents_kind";
  DROP TYPE "public"."enum_documents_group";
  DROP TYPE "public"."enum_documents_publishedat_tz";
  DROP TYPE "public"."enum_documents_status";
  DROP TYPE "public"."enum__documents_v_version_schemes";
  DROP TYPE "public"."enum__documents_v_version_kind";
  DROP TYPE "public"."enum__documents_v_version_group";
  DROP TYPE "public"."enum__documents_v_version_publishedat_tz";
  DROP TYPE "public"."enum__documents_v_version_status";
  DROP TYPE "public"."enum__documents_v_published_locale";
  DROP TYPE "public"."enum_job_postings_publishedat_tz";
  DROP TYPE "public"."enum_job_postings_unit";
  DROP TYPE "public"."enum_job_postings_contract";
  DROP TYPE "public"."enum_job_postings_status";
  DROP TYPE "public"."enum__job_postings_v_version_publishedat_tz";
  DROP TYPE "public"."enum__job_postings_v_version_unit";
  DROP TYPE "public"."enum__job_postings_v_version_contract";
  DROP TYPE "public"."enum__job_postings_v_version_status";
  DROP TYPE "public"."enum__job_postings_v_published_locale";
  DROP TYPE "public"."enum_files_language";`)
}
