CREATE TABLE "consent_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locale" "locale" NOT NULL,
	"consent_key" varchar(64) NOT NULL,
	"revision" integer NOT NULL,
	"categories" text[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "consent_records_recorded_at_idx" ON "consent_records" USING btree ("recorded_at");