CREATE TYPE "public"."newsletter_status" AS ENUM('pending', 'active', 'unsubscribed');--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "status" "newsletter_status" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "unsubscribe_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "forwarded_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_confirm_token_uq" ON "newsletter_subscriptions" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_unsubscribe_token_uq" ON "newsletter_subscriptions" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "newsletter_unforwarded_idx" ON "newsletter_subscriptions" USING btree ("id") WHERE "newsletter_subscriptions"."forwarded_at" is null and "newsletter_subscriptions"."confirmed_at" is not null;--> statement-breakpoint
-- Addresses stored before double opt-in were subscribed at once: they stay subscribed (active,
-- confirmed when they signed up) and are forwarded to the newsletter service once one is configured.
UPDATE "newsletter_subscriptions" SET "status" = 'active', "confirmed_at" = "created_at";
