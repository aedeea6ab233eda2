ALTER TABLE "shared_promotions" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "proposed_stores" ADD COLUMN "handled_at" timestamp with time zone;