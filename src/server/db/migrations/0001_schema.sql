CREATE TYPE "public"."entity_type" AS ENUM('location', 'sublocation', 'category', 'subcategory', 'store', 'blog_post', 'blog_category');--> statement-breakpoint
CREATE TYPE "public"."locale" AS ENUM('fr-be', 'nl-be', 'fr-fr');--> statement-breakpoint
CREATE TYPE "public"."promotion_type" AS ENUM('coupon', 'offer');--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"file" text NOT NULL,
	"name" varchar(255) NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"kind" varchar(20) DEFAULT 'file' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"file" text NOT NULL,
	"name" varchar(255) NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"width" integer,
	"height" integer,
	"size" integer DEFAULT 0 NOT NULL,
	"alt" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slugs" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" "locale" NOT NULL,
	"slug" varchar(200) NOT NULL,
	"parent_id" integer,
	"entity_type" "entity_type" NOT NULL,
	"entity_id" integer NOT NULL,
	CONSTRAINT "slugs_locale_parent_slug_uq" UNIQUE NULLS NOT DISTINCT("locale","parent_id","slug"),
	CONSTRAINT "slugs_locale_entity_uq" UNIQUE("locale","entity_type","entity_id")
);
--> statement-breakpoint
CREATE TABLE "store_categories" (
	"store_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_categories_store_id_category_id_pk" PRIMARY KEY("store_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "store_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"name" varchar(200) NOT NULL,
	"slug" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seo_title" varchar(300) DEFAULT '' NOT NULL,
	"meta_description" varchar(500) DEFAULT '' NOT NULL,
	"seo_image_id" integer,
	"search" "tsvector" GENERATED ALWAYS AS (case when locale = 'nl-be' then to_tsvector('dutch', immutable_unaccent(coalesce(name, '') || ' ' || coalesce(description, ''))) else to_tsvector('french', immutable_unaccent(coalesce(name, '') || ' ' || coalesce(description, ''))) end) STORED,
	CONSTRAINT "store_translations_store_locale_uq" UNIQUE("store_id","locale"),
	CONSTRAINT "store_translations_locale_slug_uq" UNIQUE("locale","slug")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"icon_id" integer,
	"website" text NOT NULL,
	"rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"in_menu" boolean DEFAULT false NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"related_store_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"client_hash" varchar(64) DEFAULT '' NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"type" "promotion_type" NOT NULL,
	"code" varchar(100),
	"time_of_using" timestamp with time zone,
	"use_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupons_promotion_uq" UNIQUE("promotion_id")
);
--> statement-breakpoint
CREATE TABLE "promotion_categories" (
	"promotion_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "promotion_categories_promotion_id_category_id_pk" PRIMARY KEY("promotion_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "promotion_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"title" varchar(300) NOT NULL,
	"offer" varchar(100) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"condition" text DEFAULT '' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (case when locale = 'nl-be' then to_tsvector('dutch', immutable_unaccent(coalesce(title, '') || ' ' || coalesce(offer, '') || ' ' || coalesce(description, ''))) else to_tsvector('french', immutable_unaccent(coalesce(title, '') || ' ' || coalesce(offer, '') || ' ' || coalesce(description, ''))) end) STORED,
	CONSTRAINT "promotion_translations_promotion_locale_uq" UNIQUE("promotion_id","locale")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"type" "promotion_type" NOT NULL,
	"link" text NOT NULL,
	"slider_image_id" integer,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"is_exclusive" boolean DEFAULT false NOT NULL,
	"in_slider" boolean DEFAULT false NOT NULL,
	"on_homepage" boolean DEFAULT false NOT NULL,
	"is_deal_of_month" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" "locale" NOT NULL,
	"store_name" varchar(200) NOT NULL,
	"code_or_title" varchar(200) NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"end_date" timestamp with time zone,
	"client_hash" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"level" integer DEFAULT 1 NOT NULL,
	"banner_id" integer,
	"icon_id" integer,
	"in_menu" boolean DEFAULT false NOT NULL,
	"is_header" boolean DEFAULT false NOT NULL,
	"on_homepage" boolean DEFAULT false NOT NULL,
	"in_homepage_slider" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"related_category_id" integer,
	"store_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"related_post_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"bottom_related_store_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"in_slider_subcategory_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"specific_hotel_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"datafeed_linking_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"name" varchar(200) NOT NULL,
	"slug" varchar(200) NOT NULL,
	"header_1" varchar(300) DEFAULT '' NOT NULL,
	"header_2" varchar(300) DEFAULT '' NOT NULL,
	"top_description" text DEFAULT '' NOT NULL,
	"bottom_description" text DEFAULT '' NOT NULL,
	"seo_title" varchar(300) DEFAULT '' NOT NULL,
	"meta_description" varchar(500) DEFAULT '' NOT NULL,
	"seo_image_id" integer,
	"faq_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"script_1" text DEFAULT '' NOT NULL,
	"script_2" text DEFAULT '' NOT NULL,
	"additional_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "category_translations_category_locale_uq" UNIQUE("category_id","locale")
);
--> statement-breakpoint
CREATE TABLE "continent_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"continent_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"name" varchar(100) NOT NULL,
	CONSTRAINT "continent_translations_uq" UNIQUE("continent_id","locale")
);
--> statement-breakpoint
CREATE TABLE "continents" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(2) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "continents_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "destination_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"destination_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"name" varchar(200) NOT NULL,
	"slug" varchar(200) NOT NULL,
	"header_1" varchar(300) DEFAULT '' NOT NULL,
	"header_2" varchar(300) DEFAULT '' NOT NULL,
	"top_description" text DEFAULT '' NOT NULL,
	"bottom_description" text DEFAULT '' NOT NULL,
	"seo_title" varchar(300) DEFAULT '' NOT NULL,
	"meta_description" varchar(500) DEFAULT '' NOT NULL,
	"seo_image_id" integer,
	"faq_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"script_1" text DEFAULT '' NOT NULL,
	"script_2" text DEFAULT '' NOT NULL,
	"additional_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "destination_translations_uq" UNIQUE("destination_id","locale")
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"continent_id" integer,
	"level" integer DEFAULT 1 NOT NULL,
	"country_code" varchar(2),
	"banner_id" integer,
	"in_menu" boolean DEFAULT false NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"in_homepage_slider" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"related_category_id" integer,
	"related_post_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"in_slider_sublocation_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"banner_store_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"bottom_related_sublocation_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"specific_hotel_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"datafeed_linking_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"image_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_category_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"blog_category_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"name" varchar(200) NOT NULL,
	"slug" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"seo_title" varchar(300) DEFAULT '' NOT NULL,
	"meta_description" varchar(500) DEFAULT '' NOT NULL,
	"seo_image_id" integer,
	CONSTRAINT "blog_category_translations_uq" UNIQUE("blog_category_id","locale"),
	CONSTRAINT "blog_category_translations_locale_slug_uq" UNIQUE("locale","slug")
);
--> statement-breakpoint
CREATE TABLE "blog_post_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"blog_post_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"title" varchar(300) NOT NULL,
	"slug" varchar(200) NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"seo_title" varchar(300) DEFAULT '' NOT NULL,
	"meta_description" varchar(500) DEFAULT '' NOT NULL,
	"seo_image_id" integer,
	"search" "tsvector" GENERATED ALWAYS AS (case when locale = 'nl-be' then to_tsvector('dutch', immutable_unaccent(coalesce(title, '') || ' ' || coalesce(excerpt, ''))) else to_tsvector('french', immutable_unaccent(coalesce(title, '') || ' ' || coalesce(excerpt, ''))) end) STORED,
	CONSTRAINT "blog_post_translations_uq" UNIQUE("blog_post_id","locale"),
	CONSTRAINT "blog_post_translations_locale_slug_uq" UNIQUE("locale","slug")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"blog_category_id" integer NOT NULL,
	"image_id" integer,
	"author" varchar(120) DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"similar_store_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" "locale" NOT NULL,
	"name" varchar(200) NOT NULL,
	"link" text NOT NULL,
	"is_copyright" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"title" varchar(300) NOT NULL,
	"header_1" varchar(300) DEFAULT '' NOT NULL,
	"header_2" varchar(300) DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"blocks" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seo_title" varchar(300) DEFAULT '' NOT NULL,
	"meta_description" varchar(500) DEFAULT '' NOT NULL,
	"seo_image_id" integer,
	CONSTRAINT "page_translations_uq" UNIQUE("page_id","locale")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(60) NOT NULL,
	"banner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"locale" "locale" PRIMARY KEY NOT NULL,
	"brand_name" varchar(100) NOT NULL,
	"copyright" varchar(300) NOT NULL,
	"homepage_banner_id" integer,
	"homepage_banner_title" varchar(300) DEFAULT '' NOT NULL,
	"homepage_banner_link" text DEFAULT '' NOT NULL,
	"home_page_store_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"slug" varchar(120) NOT NULL,
	"website" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "partners_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" varchar(80) NOT NULL,
	"name" varchar(200) NOT NULL,
	"image" text NOT NULL,
	"deep_link" text NOT NULL,
	"partner_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"region_id" integer,
	"city_id" integer,
	"property_category_id" integer NOT NULL,
	"service_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"type_of_stay" varchar(30) NOT NULL,
	"price" integer NOT NULL,
	"old_price" integer,
	"has_discount" boolean DEFAULT false NOT NULL,
	"duration" integer NOT NULL,
	"rating" integer NOT NULL,
	"is_last_minute" boolean DEFAULT false NOT NULL,
	"category_best_offer" boolean DEFAULT false NOT NULL,
	"homepage_best_offer" boolean DEFAULT false NOT NULL,
	"departure_date" text,
	CONSTRAINT "properties_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "property_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(60) NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "property_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "service_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(60) NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" "locale" NOT NULL,
	"email" varchar(254) NOT NULL,
	"name" varchar(120) NOT NULL,
	"message" text NOT NULL,
	"client_hash" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" "locale" NOT NULL,
	"email" varchar(254) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_locale_email_uq" UNIQUE("locale","email")
);
--> statement-breakpoint
CREATE TABLE "proposed_stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" "locale" NOT NULL,
	"store" varchar(200) NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"client_hash" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"voter_hash" varchar(64) NOT NULL,
	"rating" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_ratings_store_voter_uq" UNIQUE("store_id","voter_hash")
);
--> statement-breakpoint
CREATE TABLE "admin_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(80) NOT NULL,
	"password_hash" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "redirections" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" "locale" NOT NULL,
	"from_path" varchar(500) NOT NULL,
	"to_path" varchar(500) NOT NULL,
	"status_code" integer DEFAULT 301 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirections_locale_from_uq" UNIQUE("locale","from_path")
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"scale" varchar(20) NOT NULL,
	"version" integer NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "slugs" ADD CONSTRAINT "slugs_parent_id_slugs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."slugs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_categories" ADD CONSTRAINT "store_categories_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_categories" ADD CONSTRAINT "store_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_translations" ADD CONSTRAINT "store_translations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_translations" ADD CONSTRAINT "store_translations_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_categories" ADD CONSTRAINT "promotion_categories_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_categories" ADD CONSTRAINT "promotion_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_translations" ADD CONSTRAINT "promotion_translations_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_slider_image_id_media_id_fk" FOREIGN KEY ("slider_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_banner_id_media_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_related_category_id_categories_id_fk" FOREIGN KEY ("related_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "continent_translations" ADD CONSTRAINT "continent_translations_continent_id_continents_id_fk" FOREIGN KEY ("continent_id") REFERENCES "public"."continents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_translations" ADD CONSTRAINT "destination_translations_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_translations" ADD CONSTRAINT "destination_translations_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_parent_id_destinations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_continent_id_continents_id_fk" FOREIGN KEY ("continent_id") REFERENCES "public"."continents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_banner_id_media_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_related_category_id_categories_id_fk" FOREIGN KEY ("related_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_categories" ADD CONSTRAINT "blog_categories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_category_translations" ADD CONSTRAINT "blog_category_translations_blog_category_id_blog_categories_id_fk" FOREIGN KEY ("blog_category_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_category_translations" ADD CONSTRAINT "blog_category_translations_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_translations" ADD CONSTRAINT "blog_post_translations_blog_post_id_blog_posts_id_fk" FOREIGN KEY ("blog_post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_translations" ADD CONSTRAINT "blog_post_translations_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_blog_category_id_blog_categories_id_fk" FOREIGN KEY ("blog_category_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_translations" ADD CONSTRAINT "page_translations_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_translations" ADD CONSTRAINT "page_translations_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_banner_id_media_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_homepage_banner_id_media_id_fk" FOREIGN KEY ("homepage_banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_country_id_destinations_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_region_id_destinations_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."destinations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_city_id_destinations_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."destinations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_property_category_id_property_categories_id_fk" FOREIGN KEY ("property_category_id") REFERENCES "public"."property_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_ratings" ADD CONSTRAINT "store_ratings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_name_idx" ON "media" USING btree ("name");--> statement-breakpoint
CREATE INDEX "slugs_slug_idx" ON "slugs" USING btree ("slug","locale");--> statement-breakpoint
CREATE INDEX "slugs_entity_idx" ON "slugs" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "store_categories_category_idx" ON "store_categories" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "store_translations_search_idx" ON "store_translations" USING gin ("search");--> statement-breakpoint
CREATE INDEX "store_translations_name_trgm_idx" ON "store_translations" USING gin (immutable_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stores_in_menu_idx" ON "stores" USING btree ("in_menu","position");--> statement-breakpoint
CREATE INDEX "stores_top_idx" ON "stores" USING btree ("is_top","position");--> statement-breakpoint
CREATE INDEX "coupon_uses_coupon_idx" ON "coupon_uses" USING btree ("coupon_id","used_at");--> statement-breakpoint
CREATE INDEX "promotion_categories_category_idx" ON "promotion_categories" USING btree ("category_id","promotion_id");--> statement-breakpoint
CREATE INDEX "promotion_translations_locale_idx" ON "promotion_translations" USING btree ("locale","promotion_id");--> statement-breakpoint
CREATE INDEX "promotion_translations_search_idx" ON "promotion_translations" USING gin ("search");--> statement-breakpoint
CREATE INDEX "promotion_translations_title_trgm_idx" ON "promotion_translations" USING gin (immutable_unaccent(lower("title")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "promotions_store_idx" ON "promotions" USING btree ("store_id","type","ends_at");--> statement-breakpoint
CREATE INDEX "promotions_ends_idx" ON "promotions" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "promotions_slider_idx" ON "promotions" USING btree ("in_slider") WHERE "promotions"."in_slider";--> statement-breakpoint
CREATE INDEX "promotions_homepage_idx" ON "promotions" USING btree ("on_homepage") WHERE "promotions"."on_homepage";--> statement-breakpoint
CREATE INDEX "promotions_deal_idx" ON "promotions" USING btree ("is_deal_of_month") WHERE "promotions"."is_deal_of_month";--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "categories_menu_idx" ON "categories" USING btree ("in_menu","position");--> statement-breakpoint
CREATE INDEX "categories_header_idx" ON "categories" USING btree ("is_header") WHERE "categories"."is_header";--> statement-breakpoint
CREATE INDEX "categories_homepage_idx" ON "categories" USING btree ("on_homepage") WHERE "categories"."on_homepage";--> statement-breakpoint
CREATE INDEX "category_translations_locale_slug_idx" ON "category_translations" USING btree ("locale","slug");--> statement-breakpoint
CREATE INDEX "destination_translations_locale_slug_idx" ON "destination_translations" USING btree ("locale","slug");--> statement-breakpoint
CREATE INDEX "destinations_parent_idx" ON "destinations" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "destinations_level_menu_idx" ON "destinations" USING btree ("level","in_menu","position");--> statement-breakpoint
CREATE INDEX "destinations_continent_idx" ON "destinations" USING btree ("continent_id","position");--> statement-breakpoint
CREATE INDEX "destinations_slider_idx" ON "destinations" USING btree ("in_homepage_slider") WHERE "destinations"."in_homepage_slider";--> statement-breakpoint
CREATE INDEX "blog_categories_featured_idx" ON "blog_categories" USING btree ("is_featured","position");--> statement-breakpoint
CREATE INDEX "blog_post_translations_locale_idx" ON "blog_post_translations" USING btree ("locale","blog_post_id");--> statement-breakpoint
CREATE INDEX "blog_post_translations_search_idx" ON "blog_post_translations" USING gin ("search");--> statement-breakpoint
CREATE INDEX "blog_posts_category_idx" ON "blog_posts" USING btree ("blog_category_id","published_at");--> statement-breakpoint
CREATE INDEX "footer_links_locale_idx" ON "footer_links" USING btree ("locale","is_copyright","position");--> statement-breakpoint
CREATE INDEX "properties_price_idx" ON "properties" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "properties_country_price_idx" ON "properties" USING btree ("country_id","price","id");--> statement-breakpoint
CREATE INDEX "properties_region_price_idx" ON "properties" USING btree ("region_id","price","id");--> statement-breakpoint
CREATE INDEX "properties_city_price_idx" ON "properties" USING btree ("city_id","price","id");--> statement-breakpoint
CREATE INDEX "properties_duration_idx" ON "properties" USING btree ("duration");--> statement-breakpoint
CREATE INDEX "properties_rating_idx" ON "properties" USING btree ("rating");--> statement-breakpoint
CREATE INDEX "properties_partner_idx" ON "properties" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "properties_category_idx" ON "properties" USING btree ("property_category_id");--> statement-breakpoint
CREATE INDEX "properties_stay_idx" ON "properties" USING btree ("type_of_stay");--> statement-breakpoint
CREATE INDEX "properties_services_idx" ON "properties" USING gin ("service_type_ids");--> statement-breakpoint
CREATE INDEX "properties_last_price_idx" ON "properties" USING btree ("price","id") WHERE "properties"."is_last_minute";--> statement-breakpoint
CREATE INDEX "properties_discount_price_idx" ON "properties" USING btree ("price","id") WHERE "properties"."has_discount";--> statement-breakpoint
CREATE INDEX "properties_category_best_idx" ON "properties" USING btree ("price","id") WHERE "properties"."category_best_offer";--> statement-breakpoint
CREATE INDEX "properties_homepage_best_idx" ON "properties" USING btree ("price","id") WHERE "properties"."homepage_best_offer";--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");