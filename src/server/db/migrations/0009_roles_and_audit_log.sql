CREATE TYPE "public"."account_role" AS ENUM('editor', 'admin');--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"account_id" integer,
	"username" varchar(80) NOT NULL,
	"action" varchar(16) NOT NULL,
	"entity_type" varchar(60) NOT NULL,
	"entity_id" integer,
	"locale" "locale",
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"request" varchar(300) NOT NULL
);
--> statement-breakpoint
-- The accounts made before roles could do every write: they stay able to, as admins. New ones are editors unless said otherwise.
ALTER TABLE "admin_users" ADD COLUMN "role" "account_role" DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ALTER COLUMN "role" SET DEFAULT 'editor';--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_account_id_admin_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_username_idx" ON "audit_log" USING btree ("username","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","id");