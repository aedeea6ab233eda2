CREATE TABLE "datafeed_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "datafeed_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "bump_datafeed_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "datafeed_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "properties_bump_datafeed_version"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "properties"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_datafeed_version"();
