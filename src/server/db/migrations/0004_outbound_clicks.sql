CREATE TYPE "public"."outbound_kind" AS ENUM('store', 'promotion', 'property');--> statement-breakpoint
CREATE TABLE "outbound_clicks" (
	"kind" "outbound_kind" NOT NULL,
	"target_id" integer NOT NULL,
	"day" date NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "outbound_clicks_kind_target_id_day_pk" PRIMARY KEY("kind","target_id","day")
);
