CREATE TYPE "public"."store_alert_status" AS ENUM('pending', 'active', 'unsubscribed');--> statement-breakpoint
CREATE TABLE "store_alert_deliveries" (
	"alert_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" smallint DEFAULT 1 NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "store_alert_deliveries_alert_id_promotion_id_pk" PRIMARY KEY("alert_id","promotion_id")
);
--> statement-breakpoint
CREATE TABLE "store_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"locale" "locale" NOT NULL,
	"status" "store_alert_status" DEFAULT 'pending' NOT NULL,
	"confirm_token_hash" varchar(64),
	"confirm_expires_at" timestamp with time zone,
	"unsubscribe_token_hash" varchar(64) NOT NULL,
	"unsubscribe_nonce" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "store_alerts_store_email_uq" UNIQUE("store_id","email"),
	CONSTRAINT "store_alerts_email_lower_ck" CHECK ("store_alerts"."email" = lower("store_alerts"."email"))
);
--> statement-breakpoint
ALTER TABLE "store_alert_deliveries" ADD CONSTRAINT "store_alert_deliveries_alert_id_store_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."store_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_alert_deliveries" ADD CONSTRAINT "store_alert_deliveries_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_alerts" ADD CONSTRAINT "store_alerts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_alert_deliveries_promotion_idx" ON "store_alert_deliveries" USING btree ("promotion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_alerts_confirm_token_uq" ON "store_alerts" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "store_alerts_unsubscribe_token_uq" ON "store_alerts" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "store_alerts_active_idx" ON "store_alerts" USING btree ("store_id") WHERE "store_alerts"."status" = 'active';