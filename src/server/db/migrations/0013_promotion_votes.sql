CREATE TABLE "promotion_votes" (
	"promotion_id" integer NOT NULL,
	"voter_hash" varchar(64) NOT NULL,
	"worked" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_votes_promotion_id_voter_hash_pk" PRIMARY KEY("promotion_id","voter_hash")
);
--> statement-breakpoint
ALTER TABLE "promotion_votes" ADD CONSTRAINT "promotion_votes_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;