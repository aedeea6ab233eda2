CREATE TABLE "search_misses" (
	"locale" "locale" NOT NULL,
	"day" date NOT NULL,
	"text" varchar(100) NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_misses_day_locale_text_pk" PRIMARY KEY("day","locale","text")
);
--> statement-breakpoint
CREATE INDEX "promotions_updated_idx" ON "promotions" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS FIRST);