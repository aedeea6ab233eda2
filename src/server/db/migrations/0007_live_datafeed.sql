CREATE TABLE "datafeed_changes" (
	"version" bigint NOT NULL,
	"property_id" integer NOT NULL,
	"logged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"source" text NOT NULL,
	"mode" varchar(8) NOT NULL,
	"trigger" varchar(12) NOT NULL,
	"status" varchar(12) DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"inserted" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"ended" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"rejections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "partner_feeds" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"url" text,
	"format" varchar(8),
	"mode" varchar(8) DEFAULT 'full' NOT NULL,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"schedule" varchar(120),
	"enabled" boolean DEFAULT true NOT NULL,
	"next_run_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" DROP CONSTRAINT "properties_external_id_unique";--> statement-breakpoint
DROP INDEX "properties_price_idx";--> statement-breakpoint
DROP INDEX "properties_country_price_idx";--> statement-breakpoint
DROP INDEX "properties_region_price_idx";--> statement-breakpoint
DROP INDEX "properties_city_price_idx";--> statement-breakpoint
DROP INDEX "properties_country_duration_rating_idx";--> statement-breakpoint
DROP INDEX "properties_duration_idx";--> statement-breakpoint
DROP INDEX "properties_rating_idx";--> statement-breakpoint
DROP INDEX "properties_partner_idx";--> statement-breakpoint
DROP INDEX "properties_category_idx";--> statement-breakpoint
DROP INDEX "properties_stay_idx";--> statement-breakpoint
DROP INDEX "properties_services_idx";--> statement-breakpoint
DROP INDEX "properties_last_price_idx";--> statement-breakpoint
DROP INDEX "properties_discount_price_idx";--> statement-breakpoint
DROP INDEX "properties_category_best_idx";--> statement-breakpoint
DROP INDEX "properties_homepage_best_idx";--> statement-breakpoint
ALTER TABLE "datafeed_version" ADD COLUMN "rebuild_from" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_runs" ADD CONSTRAINT "feed_runs_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_feeds" ADD CONSTRAINT "partner_feeds_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "datafeed_changes_version_idx" ON "datafeed_changes" USING btree ("version");--> statement-breakpoint
CREATE INDEX "feed_runs_partner_idx" ON "feed_runs" USING btree ("partner_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_runs_one_running_idx" ON "feed_runs" USING btree ("partner_id") WHERE "feed_runs"."status" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "properties_partner_external_idx" ON "properties" USING btree ("partner_id","external_id");--> statement-breakpoint
CREATE INDEX "properties_listed_price_idx" ON "properties" USING btree ("price","id") WHERE "properties"."ended_at" IS NULL;--> statement-breakpoint
DROP TRIGGER "properties_bump_datafeed_version" ON "properties";--> statement-breakpoint
DROP FUNCTION "bump_datafeed_version"();--> statement-breakpoint
CREATE FUNCTION "log_datafeed_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  -- A statement that changed no row leaves the version (and its lock) alone.
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows) THEN RETURN NULL; END IF;
  ELSIF NOT EXISTS (SELECT 1 FROM new_rows) THEN
    RETURN NULL;
  END IF;
  -- The row lock taken here is held to the end of the transaction: writers commit their versions in order.
  UPDATE "datafeed_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO "datafeed_changes" ("version", "property_id") SELECT next_version, "id" FROM old_rows;
  ELSE
    INSERT INTO "datafeed_changes" ("version", "property_id") SELECT next_version, "id" FROM new_rows;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "properties_log_inserts" AFTER INSERT ON "properties"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_datafeed_changes"();--> statement-breakpoint
CREATE TRIGGER "properties_log_updates" AFTER UPDATE ON "properties"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_datafeed_changes"();--> statement-breakpoint
CREATE TRIGGER "properties_log_deletes" AFTER DELETE ON "properties"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_datafeed_changes"();--> statement-breakpoint
CREATE FUNCTION "datafeed_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- No log can say what a TRUNCATE removed: every server reads the datafeed again.
  UPDATE "datafeed_version" SET "version" = "version" + 1, "rebuild_from" = "version" + 1 WHERE "id" = 1;
  DELETE FROM "datafeed_changes";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "properties_truncated" AFTER TRUNCATE ON "properties"
  FOR EACH STATEMENT EXECUTE FUNCTION "datafeed_truncated"();--> statement-breakpoint
-- Indexes built before this migration have no change log to follow.
UPDATE "datafeed_version" SET "version" = "version" + 1, "rebuild_from" = "version" + 1 WHERE "id" = 1;
