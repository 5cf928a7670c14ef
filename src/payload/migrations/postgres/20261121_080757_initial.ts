import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('ja', 'en');
  CREATE TYPE "public"."enum_pages_blocks_notice_tone" AS ENUM('info', 'warning');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_notice_tone" AS ENUM('info', 'warning');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('ja', 'en');
  CREATE TYPE "public"."enum_accredited_bodies_status_history_status" AS ENUM('active', 'suspended', 'expired', 'ended');
  CREATE TYPE "public"."enum_accredited_bodies_scheme" AS ENUM('management_system', 'personnel', 'product', 'greenhouse_gas', 'laboratory', 'calibration_laboratory', 'reference_material_producer', 'medical_laboratory', 'inspection_body', 'proficiency_testing_provider', 'biobanking');
  CREATE TYPE "public"."enum_accredited_bodies_inspection_type" AS ENUM('A', 'B', 'C');
  CREATE TYPE "public"."enum_accredited_bodies_prefecture" AS ENUM('01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '21', '22', '23', '24', '25', '26', '27', '28', '29', '30', '31', '32', '33', '34', '35', '36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46', '47');
  CREATE TYPE "public"."enum_accredited_bodies_end_kind" AS ENUM('cancelled', 'withdrawn', 'revoked', 'resigned');
  CREATE TYPE "public"."enum_accredited_bodies_status" AS ENUM('active', 'suspended', 'expired', 'ended');
  CREATE TYPE "public"."enum_certified_organisations_decision" AS ENUM('valid', 'suspended', 'withdrawn');
  CREATE TYPE "public"."enum_certified_organisations_prefecture" AS ENUM('01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '21', '22', '23', '24', '25', '26', '27', '28', '29', '30', '31', '32', '33', '34', '35', '36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46', '47');
  CREATE TYPE "public"."enum_certified_organisations_classification" AS ENUM('company', 'public', 'nonprofit', 'other');
  CREATE TYPE "public"."enum_inquiries_status" AS ENUM('new', 'inProgress', 'handled');
  CREATE TYPE "public"."enum_inquiries_locale" AS ENUM('ja', 'en');
  CREATE TYPE "public"."enum_inquiries_category" AS ENUM('certification', 'laboratory', 'medicalLaboratory', 'biobank', 'directory', 'press', 'other');
  CREATE TYPE "public"."enum_inquiries_staff_mail_status" AS ENUM('pending', 'sending', 'sent');
  CREATE TYPE "public"."enum_inquiries_acknowledgement_mail_status" AS ENUM('pending', 'sending', 'sent');
  CREATE TYPE "public"."enum_complaints_status" AS ENUM('new', 'inProgress', 'handled');
  CREATE TYPE "public"."enum_complaints_locale" AS ENUM('ja', 'en');
  CREATE TYPE "public"."enum_complaints_target_kind" AS ENUM('association', 'accreditedBody');
  CREATE TYPE "public"."enum_complaints_prior_complaint" AS ENUM('notMade', 'madeNoAnswer', 'answered');
  CREATE TYPE "public"."enum_complaints_reply_wanted" AS ENUM('wanted', 'notWanted');
  CREATE TYPE "public"."enum_complaints_staff_mail_status" AS ENUM('pending', 'sending', 'sent');
  CREATE TYPE "public"."enum_complaints_acknowledgement_mail_status" AS ENUM('pending', 'sending', 'sent');
  CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_redirects_type" AS ENUM('301', '302', '308');
  CREATE TABLE "pages_blocks_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_content_locales" (
  	"rich_text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_notice" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tone" "enum_pages_blocks_notice_tone" DEFAULT 'info',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_notice_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_link_list_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar
  );
  
  CREATE TABLE "pages_blocks_link_list_links_locales" (
  	"label" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_link_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_link_list_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_faq_items_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_breadcrumbs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"doc_id" integer,
  	"url" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"path" varchar,
  	"parent_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"body" jsonb,
  	"search_text" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_content_locales" (
  	"rich_text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_notice" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tone" "enum__pages_v_blocks_notice_tone" DEFAULT 'info',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_notice_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_link_list_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_link_list_links_locales" (
  	"label" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_link_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_link_list_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_items_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_breadcrumbs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"doc_id" integer,
  	"url" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_path" varchar,
  	"version_parent_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_body" jsonb,
  	"version_search_text" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
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
  
  CREATE TABLE "media_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "accredited_bodies_scopes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"label_ja" varchar NOT NULL,
  	"label_en" varchar,
  	"standards" varchar,
  	"added_on" varchar
  );
  
  CREATE TABLE "accredited_bodies_status_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_accredited_bodies_status_history_status",
  	"since" varchar
  );
  
  CREATE TABLE "accredited_bodies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"accreditation_number" varchar NOT NULL,
  	"old_accreditation_number" varchar,
  	"scheme" "enum_accredited_bodies_scheme" NOT NULL,
  	"inspection_type" "enum_accredited_bodies_inspection_type",
  	"name_ja" varchar NOT NULL,
  	"name_en" varchar,
  	"abbreviation_ja" varchar,
  	"abbreviation_en" varchar,
  	"contact_address_ja" varchar,
  	"contact_address_en" varchar,
  	"tel" varchar,
  	"url" varchar,
  	"prefecture" "enum_accredited_bodies_prefecture",
  	"country" varchar,
  	"initial_date" varchar NOT NULL,
  	"renewal_date" varchar,
  	"expiry_date" varchar NOT NULL,
  	"revised_date" varchar,
  	"classification" varchar,
  	"suspension_start" varchar,
  	"suspension_end" varchar,
  	"ended_on" varchar,
  	"end_kind" "enum_accredited_bodies_end_kind",
  	"accepts_external_testing" boolean,
  	"accepts_external_calibration" boolean,
  	"certificate_ja_id" integer,
  	"certificate_en_id" integer,
  	"status" "enum_accredited_bodies_status",
  	"sample" boolean,
  	"name_key" varchar,
  	"search_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "certified_organisations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"body_number" varchar NOT NULL,
  	"certificate_number" varchar NOT NULL,
  	"organisation_name" varchar NOT NULL,
  	"organisation_name_en" varchar,
  	"office_name" varchar,
  	"office_name_en" varchar,
  	"body_name" varchar NOT NULL,
  	"body_name_en" varchar,
  	"first_registered_on" varchar NOT NULL,
  	"expires_on" varchar NOT NULL,
  	"decision" "enum_certified_organisations_decision" DEFAULT 'valid' NOT NULL,
  	"standards" varchar NOT NULL,
  	"scope" varchar NOT NULL,
  	"scope_en" varchar,
  	"iaf_codes" varchar,
  	"address" varchar,
  	"address_en" varchar,
  	"prefecture" "enum_certified_organisations_prefecture",
  	"country" varchar DEFAULT 'JP' NOT NULL,
  	"classification" "enum_certified_organisations_classification" DEFAULT 'company' NOT NULL,
  	"sample" boolean,
  	"name_key" varchar,
  	"org_key" varchar,
  	"standards_mask" numeric,
  	"iaf_mask" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "inquiries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"receipt_number" varchar NOT NULL,
  	"status" "enum_inquiries_status" DEFAULT 'new' NOT NULL,
  	"locale" "enum_inquiries_locale" NOT NULL,
  	"staff_note" varchar,
  	"name" varchar NOT NULL,
  	"name_kana" varchar NOT NULL,
  	"organization" varchar,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"category" "enum_inquiries_category" NOT NULL,
  	"subject" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"staff_mail_status" "enum_inquiries_staff_mail_status" DEFAULT 'pending',
  	"staff_mail_attempts" numeric DEFAULT 0,
  	"staff_mail_next_attempt_at" timestamp(3) with time zone,
  	"staff_mail_sent_at" timestamp(3) with time zone,
  	"staff_mail_last_error" varchar,
  	"acknowledgement_mail_status" "enum_inquiries_acknowledgement_mail_status" DEFAULT 'pending',
  	"acknowledgement_mail_attempts" numeric DEFAULT 0,
  	"acknowledgement_mail_next_attempt_at" timestamp(3) with time zone,
  	"acknowledgement_mail_sent_at" timestamp(3) with time zone,
  	"acknowledgement_mail_last_error" varchar,
  	"draft_token" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "complaints" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"receipt_number" varchar NOT NULL,
  	"status" "enum_complaints_status" DEFAULT 'new' NOT NULL,
  	"locale" "enum_complaints_locale" NOT NULL,
  	"staff_note" varchar,
  	"name" varchar NOT NULL,
  	"name_kana" varchar NOT NULL,
  	"organization" varchar,
  	"department" varchar,
  	"position" varchar,
  	"phone" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"target_name" varchar NOT NULL,
  	"target_kind" "enum_complaints_target_kind" NOT NULL,
  	"content" varchar NOT NULL,
  	"prior_complaint" "enum_complaints_prior_complaint" NOT NULL,
  	"prior_answer" varchar,
  	"reply_wanted" "enum_complaints_reply_wanted" NOT NULL,
  	"staff_mail_status" "enum_complaints_staff_mail_status" DEFAULT 'pending',
  	"staff_mail_attempts" numeric DEFAULT 0,
  	"staff_mail_next_attempt_at" timestamp(3) with time zone,
  	"staff_mail_sent_at" timestamp(3) with time zone,
  	"staff_mail_last_error" varchar,
  	"acknowledgement_mail_status" "enum_complaints_acknowledgement_mail_status" DEFAULT 'pending',
  	"acknowledgement_mail_attempts" numeric DEFAULT 0,
  	"acknowledgement_mail_next_attempt_at" timestamp(3) with time zone,
  	"acknowledgement_mail_sent_at" timestamp(3) with time zone,
  	"acknowledgement_mail_last_error" varchar,
  	"draft_token" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "form_drafts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token" varchar NOT NULL,
  	"form" varchar NOT NULL,
  	"values" jsonb NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'reference',
  	"to_url" varchar,
  	"type" "enum_redirects_type" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"media_id" integer,
  	"accredited_bodies_id" integer,
  	"certified_organisations_id" integer,
  	"inquiries_id" integer,
  	"complaints_id" integer,
  	"form_drafts_id" integer,
  	"users_id" integer,
  	"redirects_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "navigation_columns_sections_links_sublinks" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar NOT NULL,
  	"in_english_menu" boolean DEFAULT false
  );
  
  CREATE TABLE "navigation_columns_sections_links_sublinks_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_columns_sections_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar NOT NULL,
  	"in_english_menu" boolean DEFAULT false
  );
  
  CREATE TABLE "navigation_columns_sections_links_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_columns_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar NOT NULL,
  	"in_english_menu" boolean DEFAULT false
  );
  
  CREATE TABLE "navigation_columns_sections_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "navigation_columns_locales" (
  	"heading" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_footer_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar NOT NULL,
  	"in_english_menu" boolean DEFAULT false
  );
  
  CREATE TABLE "navigation_footer_links_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_footer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar NOT NULL,
  	"in_english_menu" boolean DEFAULT false
  );
  
  CREATE TABLE "navigation_footer_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "navigation" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "certification_counts_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"scheme_ja" varchar NOT NULL,
  	"scheme_en" varchar NOT NULL,
  	"standard" varchar NOT NULL,
  	"total_bodies" numeric NOT NULL,
  	"accredited_bodies" numeric NOT NULL,
  	"note_ja" varchar,
  	"note_en" varchar
  );
  
  CREATE TABLE "certification_counts_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text_ja" varchar NOT NULL,
  	"text_en" varchar NOT NULL
  );
  
  CREATE TABLE "certification_counts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"sample" boolean DEFAULT false,
  	"table_date" varchar NOT NULL,
  	"survey_as_of" varchar,
  	"respondents_answered" numeric,
  	"respondents_total" numeric,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "pages_blocks_content" ADD CONSTRAINT "pages_blocks_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_locales" ADD CONSTRAINT "pages_blocks_content_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_notice" ADD CONSTRAINT "pages_blocks_notice_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_notice_locales" ADD CONSTRAINT "pages_blocks_notice_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_notice"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_link_list_links" ADD CONSTRAINT "pages_blocks_link_list_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_link_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_link_list_links_locales" ADD CONSTRAINT "pages_blocks_link_list_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_link_list_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_link_list" ADD CONSTRAINT "pages_blocks_link_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_link_list_locales" ADD CONSTRAINT "pages_blocks_link_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_link_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_items" ADD CONSTRAINT "pages_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_items_locales" ADD CONSTRAINT "pages_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq" ADD CONSTRAINT "pages_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_locales" ADD CONSTRAINT "pages_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_breadcrumbs" ADD CONSTRAINT "pages_breadcrumbs_doc_id_pages_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_breadcrumbs" ADD CONSTRAINT "pages_breadcrumbs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content" ADD CONSTRAINT "_pages_v_blocks_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_locales" ADD CONSTRAINT "_pages_v_blocks_content_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_notice" ADD CONSTRAINT "_pages_v_blocks_notice_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_notice_locales" ADD CONSTRAINT "_pages_v_blocks_notice_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_notice"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_link_list_links" ADD CONSTRAINT "_pages_v_blocks_link_list_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_link_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_link_list_links_locales" ADD CONSTRAINT "_pages_v_blocks_link_list_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_link_list_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_link_list" ADD CONSTRAINT "_pages_v_blocks_link_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_link_list_locales" ADD CONSTRAINT "_pages_v_blocks_link_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_link_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_items" ADD CONSTRAINT "_pages_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_items_locales" ADD CONSTRAINT "_pages_v_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq" ADD CONSTRAINT "_pages_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_locales" ADD CONSTRAINT "_pages_v_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_breadcrumbs" ADD CONSTRAINT "_pages_v_version_breadcrumbs_doc_id_pages_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_version_breadcrumbs" ADD CONSTRAINT "_pages_v_version_breadcrumbs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_parent_id_pages_id_fk" FOREIGN KEY ("version_parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "accredited_bodies_scopes" ADD CONSTRAINT "accredited_bodies_scopes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."accredited_bodies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "accredited_bodies_status_history" ADD CONSTRAINT "accredited_bodies_status_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."accredited_bodies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "accredited_bodies" ADD CONSTRAINT "accredited_bodies_certificate_ja_id_media_id_fk" FOREIGN KEY ("certificate_ja_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "accredited_bodies" ADD CONSTRAINT "accredited_bodies_certificate_en_id_media_id_fk" FOREIGN KEY ("certificate_en_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_accredited_bodies_fk" FOREIGN KEY ("accredited_bodies_id") REFERENCES "public"."accredited_bodies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_certified_organisations_fk" FOREIGN KEY ("certified_organisations_id") REFERENCES "public"."certified_organisations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_inquiries_fk" FOREIGN KEY ("inquiries_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_complaints_fk" FOREIGN KEY ("complaints_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_drafts_fk" FOREIGN KEY ("form_drafts_id") REFERENCES "public"."form_drafts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_columns_sections_links_sublinks" ADD CONSTRAINT "navigation_columns_sections_links_sublinks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_columns_sections_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_columns_sections_links_sublinks_locales" ADD CONSTRAINT "navigation_columns_sections_links_sublinks_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_columns_sections_links_sublinks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_columns_sections_links" ADD CONSTRAINT "navigation_columns_sections_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_columns_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_columns_sections_links_locales" ADD CONSTRAINT "navigation_columns_sections_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_columns_sections_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_columns_sections" ADD CONSTRAINT "navigation_columns_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_columns_sections_locales" ADD CONSTRAINT "navigation_columns_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_columns_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_columns" ADD CONSTRAINT "navigation_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_columns_locales" ADD CONSTRAINT "navigation_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_footer_links" ADD CONSTRAINT "navigation_footer_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_footer_links_locales" ADD CONSTRAINT "navigation_footer_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_footer_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_footer" ADD CONSTRAINT "navigation_footer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_footer_locales" ADD CONSTRAINT "navigation_footer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "certification_counts_rows" ADD CONSTRAINT "certification_counts_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."certification_counts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "certification_counts_notes" ADD CONSTRAINT "certification_counts_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."certification_counts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_content_order_idx" ON "pages_blocks_content" USING btree ("_order");
  CREATE INDEX "pages_blocks_content_parent_id_idx" ON "pages_blocks_content" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_content_path_idx" ON "pages_blocks_content" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_content_locales_locale_parent_id_unique" ON "pages_blocks_content_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_notice_order_idx" ON "pages_blocks_notice" USING btree ("_order");
  CREATE INDEX "pages_blocks_notice_parent_id_idx" ON "pages_blocks_notice" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_notice_path_idx" ON "pages_blocks_notice" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_notice_locales_locale_parent_id_unique" ON "pages_blocks_notice_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_link_list_links_order_idx" ON "pages_blocks_link_list_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_link_list_links_parent_id_idx" ON "pages_blocks_link_list_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_link_list_links_locales_locale_parent_id_unique" ON "pages_blocks_link_list_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_link_list_order_idx" ON "pages_blocks_link_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_link_list_parent_id_idx" ON "pages_blocks_link_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_link_list_path_idx" ON "pages_blocks_link_list" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_link_list_locales_locale_parent_id_unique" ON "pages_blocks_link_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_faq_items_order_idx" ON "pages_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_items_parent_id_idx" ON "pages_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_faq_items_locales_locale_parent_id_unique" ON "pages_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_faq_order_idx" ON "pages_blocks_faq" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_parent_id_idx" ON "pages_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_path_idx" ON "pages_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_faq_locales_locale_parent_id_unique" ON "pages_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_breadcrumbs_order_idx" ON "pages_breadcrumbs" USING btree ("_order");
  CREATE INDEX "pages_breadcrumbs_parent_id_idx" ON "pages_breadcrumbs" USING btree ("_parent_id");
  CREATE INDEX "pages_breadcrumbs_locale_idx" ON "pages_breadcrumbs" USING btree ("_locale");
  CREATE INDEX "pages_breadcrumbs_doc_idx" ON "pages_breadcrumbs" USING btree ("doc_id");
  CREATE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE UNIQUE INDEX "pages_path_idx" ON "pages" USING btree ("path");
  CREATE INDEX "pages_parent_idx" ON "pages" USING btree ("parent_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_content_order_idx" ON "_pages_v_blocks_content" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_content_parent_id_idx" ON "_pages_v_blocks_content" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_content_path_idx" ON "_pages_v_blocks_content" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_content_locales_locale_parent_id_unique" ON "_pages_v_blocks_content_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_notice_order_idx" ON "_pages_v_blocks_notice" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_notice_parent_id_idx" ON "_pages_v_blocks_notice" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_notice_path_idx" ON "_pages_v_blocks_notice" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_notice_locales_locale_parent_id_unique" ON "_pages_v_blocks_notice_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_link_list_links_order_idx" ON "_pages_v_blocks_link_list_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_link_list_links_parent_id_idx" ON "_pages_v_blocks_link_list_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_link_list_links_locales_locale_parent_id_uni" ON "_pages_v_blocks_link_list_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_link_list_order_idx" ON "_pages_v_blocks_link_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_link_list_parent_id_idx" ON "_pages_v_blocks_link_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_link_list_path_idx" ON "_pages_v_blocks_link_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_link_list_locales_locale_parent_id_unique" ON "_pages_v_blocks_link_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_items_order_idx" ON "_pages_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_items_parent_id_idx" ON "_pages_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_faq_items_locales_locale_parent_id_unique" ON "_pages_v_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_order_idx" ON "_pages_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_parent_id_idx" ON "_pages_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_path_idx" ON "_pages_v_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_faq_locales_locale_parent_id_unique" ON "_pages_v_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_version_breadcrumbs_order_idx" ON "_pages_v_version_breadcrumbs" USING btree ("_order");
  CREATE INDEX "_pages_v_version_breadcrumbs_parent_id_idx" ON "_pages_v_version_breadcrumbs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_version_breadcrumbs_locale_idx" ON "_pages_v_version_breadcrumbs" USING btree ("_locale");
  CREATE INDEX "_pages_v_version_breadcrumbs_doc_idx" ON "_pages_v_version_breadcrumbs" USING btree ("doc_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_path_idx" ON "_pages_v" USING btree ("version_path");
  CREATE INDEX "_pages_v_version_version_parent_idx" ON "_pages_v" USING btree ("version_parent_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "accredited_bodies_scopes_order_idx" ON "accredited_bodies_scopes" USING btree ("_order");
  CREATE INDEX "accredited_bodies_scopes_parent_id_idx" ON "accredited_bodies_scopes" USING btree ("_parent_id");
  CREATE INDEX "accredited_bodies_scopes_code_idx" ON "accredited_bodies_scopes" USING btree ("code");
  CREATE INDEX "accredited_bodies_scopes_added_on_idx" ON "accredited_bodies_scopes" USING btree ("added_on");
  CREATE INDEX "accredited_bodies_status_history_order_idx" ON "accredited_bodies_status_history" USING btree ("_order");
  CREATE INDEX "accredited_bodies_status_history_parent_id_idx" ON "accredited_bodies_status_history" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "accredited_bodies_accreditation_number_idx" ON "accredited_bodies" USING btree ("accreditation_number");
  CREATE INDEX "accredited_bodies_old_accreditation_number_idx" ON "accredited_bodies" USING btree ("old_accreditation_number");
  CREATE INDEX "accredited_bodies_scheme_idx" ON "accredited_bodies" USING btree ("scheme");
  CREATE INDEX "accredited_bodies_prefecture_idx" ON "accredited_bodies" USING btree ("prefecture");
  CREATE INDEX "accredited_bodies_country_idx" ON "accredited_bodies" USING btree ("country");
  CREATE INDEX "accredited_bodies_initial_date_idx" ON "accredited_bodies" USING btree ("initial_date");
  CREATE INDEX "accredited_bodies_renewal_date_idx" ON "accredited_bodies" USING btree ("renewal_date");
  CREATE INDEX "accredited_bodies_expiry_date_idx" ON "accredited_bodies" USING btree ("expiry_date");
  CREATE INDEX "accredited_bodies_revised_date_idx" ON "accredited_bodies" USING btree ("revised_date");
  CREATE INDEX "accredited_bodies_suspension_start_idx" ON "accredited_bodies" USING btree ("suspension_start");
  CREATE INDEX "accredited_bodies_suspension_end_idx" ON "accredited_bodies" USING btree ("suspension_end");
  CREATE INDEX "accredited_bodies_ended_on_idx" ON "accredited_bodies" USING btree ("ended_on");
  CREATE INDEX "accredited_bodies_certificate_ja_idx" ON "accredited_bodies" USING btree ("certificate_ja_id");
  CREATE INDEX "accredited_bodies_certificate_en_idx" ON "accredited_bodies" USING btree ("certificate_en_id");
  CREATE INDEX "accredited_bodies_status_idx" ON "accredited_bodies" USING btree ("status");
  CREATE INDEX "accredited_bodies_name_key_idx" ON "accredited_bodies" USING btree ("name_key");
  CREATE INDEX "accredited_bodies_updated_at_idx" ON "accredited_bodies" USING btree ("updated_at");
  CREATE INDEX "accredited_bodies_created_at_idx" ON "accredited_bodies" USING btree ("created_at");
  CREATE INDEX "certified_organisations_certificate_number_idx" ON "certified_organisations" USING btree ("certificate_number");
  CREATE INDEX "certified_organisations_updated_at_idx" ON "certified_organisations" USING btree ("updated_at");
  CREATE INDEX "certified_organisations_created_at_idx" ON "certified_organisations" USING btree ("created_at");
  CREATE UNIQUE INDEX "bodyNumber_certificateNumber_idx" ON "certified_organisations" USING btree ("body_number","certificate_number");
  CREATE UNIQUE INDEX "inquiries_receipt_number_idx" ON "inquiries" USING btree ("receipt_number");
  CREATE INDEX "inquiries_status_idx" ON "inquiries" USING btree ("status");
  CREATE INDEX "inquiries_category_idx" ON "inquiries" USING btree ("category");
  CREATE INDEX "inquiries_staff_mail_staff_mail_status_idx" ON "inquiries" USING btree ("staff_mail_status");
  CREATE INDEX "inquiries_staff_mail_staff_mail_next_attempt_at_idx" ON "inquiries" USING btree ("staff_mail_next_attempt_at");
  CREATE INDEX "inquiries_acknowledgement_mail_acknowledgement_mail_stat_idx" ON "inquiries" USING btree ("acknowledgement_mail_status");
  CREATE INDEX "inquiries_acknowledgement_mail_acknowledgement_mail_next_idx" ON "inquiries" USING btree ("acknowledgement_mail_next_attempt_at");
  CREATE UNIQUE INDEX "inquiries_draft_token_idx" ON "inquiries" USING btree ("draft_token");
  CREATE INDEX "inquiries_updated_at_idx" ON "inquiries" USING btree ("updated_at");
  CREATE INDEX "inquiries_created_at_idx" ON "inquiries" USING btree ("created_at");
  CREATE UNIQUE INDEX "complaints_receipt_number_idx" ON "complaints" USING btree ("receipt_number");
  CREATE INDEX "complaints_status_idx" ON "complaints" USING btree ("status");
  CREATE INDEX "complaints_staff_mail_staff_mail_status_idx" ON "complaints" USING btree ("staff_mail_status");
  CREATE INDEX "complaints_staff_mail_staff_mail_next_attempt_at_idx" ON "complaints" USING btree ("staff_mail_next_attempt_at");
  CREATE INDEX "complaints_acknowledgement_mail_acknowledgement_mail_sta_idx" ON "complaints" USING btree ("acknowledgement_mail_status");
  CREATE INDEX "complaints_acknowledgement_mail_acknowledgement_mail_nex_idx" ON "complaints" USING btree ("acknowledgement_mail_next_attempt_at");
  CREATE UNIQUE INDEX "complaints_draft_token_idx" ON "complaints" USING btree ("draft_token");
  CREATE INDEX "complaints_updated_at_idx" ON "complaints" USING btree ("updated_at");
  CREATE INDEX "complaints_created_at_idx" ON "complaints" USING btree ("created_at");
  CREATE UNIQUE INDEX "form_drafts_token_idx" ON "form_drafts" USING btree ("token");
  CREATE INDEX "form_drafts_expires_at_idx" ON "form_drafts" USING btree ("expires_at");
  CREATE INDEX "form_drafts_updated_at_idx" ON "form_drafts" USING btree ("updated_at");
  CREATE INDEX "form_drafts_created_at_idx" ON "form_drafts" USING btree ("created_at");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_pages_id_idx" ON "redirects_rels" USING btree ("pages_id");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_accredited_bodies_id_idx" ON "payload_locked_documents_rels" USING btree ("accredited_bodies_id");
  CREATE INDEX "payload_locked_documents_rels_certified_organisations_id_idx" ON "payload_locked_documents_rels" USING btree ("certified_organisations_id");
  CREATE INDEX "payload_locked_documents_rels_inquiries_id_idx" ON "payload_locked_documents_rels" USING btree ("inquiries_id");
  CREATE INDEX "payload_locked_documents_rels_complaints_id_idx" ON "payload_locked_documents_rels" USING btree ("complaints_id");
  CREATE INDEX "payload_locked_documents_rels_form_drafts_id_idx" ON "payload_locked_documents_rels" USING btree ("form_drafts_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "navigation_columns_sections_links_sublinks_order_idx" ON "navigation_columns_sections_links_sublinks" USING btree ("_order");
  CREATE INDEX "navigation_columns_sections_links_sublinks_parent_id_idx" ON "navigation_columns_sections_links_sublinks" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "navigation_columns_sections_links_sublinks_locales_locale_pa" ON "navigation_columns_sections_links_sublinks_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "navigation_columns_sections_links_order_idx" ON "navigation_columns_sections_links" USING btree ("_order");
  CREATE INDEX "navigation_columns_sections_links_parent_id_idx" ON "navigation_columns_sections_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "navigation_columns_sections_links_locales_locale_parent_id_u" ON "navigation_columns_sections_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "navigation_columns_sections_order_idx" ON "navigation_columns_sections" USING btree ("_order");
  CREATE INDEX "navigation_columns_sections_parent_id_idx" ON "navigation_columns_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "navigation_columns_sections_locales_locale_parent_id_unique" ON "navigation_columns_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "navigation_columns_order_idx" ON "navigation_columns" USING btree ("_order");
  CREATE INDEX "navigation_columns_parent_id_idx" ON "navigation_columns" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "navigation_columns_locales_locale_parent_id_unique" ON "navigation_columns_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "navigation_footer_links_order_idx" ON "navigation_footer_links" USING btree ("_order");
  CREATE INDEX "navigation_footer_links_parent_id_idx" ON "navigation_footer_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "navigation_footer_links_locales_locale_parent_id_unique" ON "navigation_footer_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "navigation_footer_order_idx" ON "navigation_footer" USING btree ("_order");
  CREATE INDEX "navigation_footer_parent_id_idx" ON "navigation_footer" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "navigation_footer_locales_locale_parent_id_unique" ON "navigation_footer_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "certification_counts_rows_order_idx" ON "certification_counts_rows" USING btree ("_order");
  CREATE INDEX "certification_counts_rows_parent_id_idx" ON "certification_counts_rows" USING btree ("_parent_id");
  CREATE INDEX "certification_counts_notes_order_idx" ON "certification_counts_notes" USING btree ("_order");
  CREATE INDEX "certification_counts_notes_parent_id_idx" ON "certification_counts_notes" USING btree ("_parent_id");`)
  // Certified-organisation search (src/features/certified-organisations/keys.ts): the bit masks as
  // integers, the joined field keys and their characters and pairs with a GIN index, and an index
  // for each sort order, NULLS FIRST as the queries order (SQLite's own order, spelt out), so an
  // index walk answers ORDER BY … LIMIT without a sort. The name order and a filter index carry
  // every filter column, so counts and deep pages are index-only scans (the importer vacuums).
  // Nothing here needs an extension.
  await db.execute(sql`
  ALTER TABLE "certified_organisations" ALTER COLUMN "standards_mask" TYPE bigint, ALTER COLUMN "iaf_mask" TYPE bigint;
  ALTER TABLE "certified_organisations" ADD COLUMN "search_text" text, ADD COLUMN "grams" text[];
  CREATE INDEX "certified_organisations_grams_idx" ON "certified_organisations" USING gin ("grams");
  CREATE INDEX "certified_organisations_name_key_idx" ON "certified_organisations" ("name_key" NULLS FIRST, "id") INCLUDE ("expires_on", "decision", "standards_mask", "iaf_mask", "country", "prefecture", "classification");
  CREATE INDEX "certified_organisations_filter_cover_idx" ON "certified_organisations" ("expires_on", "decision", "standards_mask", "iaf_mask", "country", "prefecture", "classification");
  CREATE INDEX "certified_organisations_org_key_idx" ON "certified_organisations" ("org_key");
  CREATE INDEX "certified_organisations_first_idx" ON "certified_organisations" ("first_registered_on" NULLS FIRST, "id");
  CREATE INDEX "certified_organisations_expires_idx" ON "certified_organisations" ("expires_on" NULLS FIRST, "id");
  CREATE INDEX "certified_organisations_office_idx" ON "certified_organisations" ("office_name" NULLS FIRST, "id");
  CREATE INDEX "certified_organisations_place_idx" ON "certified_organisations" ("country" NULLS FIRST, "prefecture" NULLS FIRST, "id");
  CREATE INDEX "certified_organisations_body_idx" ON "certified_organisations" ("body_number" NULLS FIRST, "certificate_number" NULLS FIRST, "id");
  CREATE INDEX "certified_organisations_number_idx" ON "certified_organisations" ("certificate_number" NULLS FIRST, "id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_content" CASCADE;
  DROP TABLE "pages_blocks_content_locales" CASCADE;
  DROP TABLE "pages_blocks_notice" CASCADE;
  DROP TABLE "pages_blocks_notice_locales" CASCADE;
  DROP TABLE "pages_blocks_link_list_links" CASCADE;
  DROP TABLE "pages_blocks_link_list_links_locales" CASCADE;
  DROP TABLE "pages_blocks_link_list" CASCADE;
  DROP TABLE "pages_blocks_link_list_locales" CASCADE;
  DROP TABLE "pages_blocks_faq_items" CASCADE;
  DROP TABLE "pages_blocks_faq_items_locales" CASCADE;
  DROP TABLE "pages_blocks_faq" CASCADE;
  DROP TABLE "pages_blocks_faq_locales" CASCADE;
  DROP TABLE "pages_breadcrumbs" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_content" CASCADE;
  DROP TABLE "_pages_v_blocks_content_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_notice" CASCADE;
  DROP TABLE "_pages_v_blocks_notice_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_link_list_links" CASCADE;
  DROP TABLE "_pages_v_blocks_link_list_links_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_link_list" CASCADE;
  DROP TABLE "_pages_v_blocks_link_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_items" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_faq" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_locales" CASCADE;
  DROP TABLE "_pages_v_version_breadcrumbs" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "accredited_bodies_scopes" CASCADE;
  DROP TABLE "accredited_bodies_status_history" CASCADE;
  DROP TABLE "accredited_bodies" CASCADE;
  DROP TABLE "certified_organisations" CASCADE;
  DROP TABLE "inquiries" CASCADE;
  DROP TABLE "complaints" CASCADE;
  DROP TABLE "form_drafts" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "navigation_columns_sections_links_sublinks" CASCADE;
  DROP TABLE "navigation_columns_sections_links_sublinks_locales" CASCADE;
  DROP TABLE "navigation_columns_sections_links" CASCADE;
  DROP TABLE "navigation_columns_sections_links_locales" CASCADE;
  DROP TABLE "navigation_columns_sections" CASCADE;
  DROP TABLE "navigation_columns_sections_locales" CASCADE;
  DROP TABLE "navigation_columns" CASCADE;
  DROP TABLE "navigation_columns_locales" CASCADE;
  DROP TABLE "navigation_footer_links" CASCADE;
  DROP TABLE "navigation_footer_links_locales" CASCADE;
  DROP TABLE "navigation_footer" CASCADE;
  DROP TABLE "navigation_footer_locales" CASCADE;
  DROP TABLE "navigation" CASCADE;
  DROP TABLE "certification_counts_rows" CASCADE;
  DROP TABLE "certification_counts_notes" CASCADE;
  DROP TABLE "certification_counts" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_pages_blocks_notice_tone";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_notice_tone";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_accredited_bodies_status_history_status";
  DROP TYPE "public"."enum_accredited_bodies_scheme";
  DROP TYPE "public"."enum_accredited_bodies_inspection_type";
  DROP TYPE "public"."enum_accredited_bodies_prefecture";
  DROP TYPE "public"."enum_accredited_bodies_end_kind";
  DROP TYPE "public"."enum_accredited_bodies_status";
  DROP TYPE "public"."enum_certified_organisations_decision";
  DROP TYPE "public"."enum_certified_organisations_prefecture";
  DROP TYPE "public"."enum_certified_organisations_classification";
  DROP TYPE "public"."enum_inquiries_status";
  DROP TYPE "public"."enum_inquiries_locale";
  DROP TYPE "public"."enum_inquiries_category";
  DROP TYPE "public"."enum_inquiries_staff_mail_status";
  DROP TYPE "public"."enum_inquiries_acknowledgement_mail_status";
  DROP TYPE "public"."enum_complaints_status";
  DROP TYPE "public"."enum_complaints_locale";
  DROP TYPE "public"."enum_complaints_target_kind";
  DROP TYPE "public"."enum_complaints_prior_complaint";
  DROP TYPE "public"."enum_complaints_reply_wanted";
  DROP TYPE "public"."enum_complaints_staff_mail_status";
  DROP TYPE "public"."enum_complaints_acknowledgement_mail_status";
  DROP TYPE "public"."enum_redirects_to_type";
  DROP TYPE "public"."enum_redirects_type";`)
}
