CREATE SCHEMA "favourites";
--> statement-breakpoint
CREATE TABLE "favourites"."items" (
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"label" text NOT NULL,
	"sport_slug" text NOT NULL,
	"path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_user_id_kind_ref_id_pk" PRIMARY KEY("user_id","kind","ref_id"),
	CONSTRAINT "items_kind" CHECK ("favourites"."items"."kind" in ('game', 'champ')),
	CONSTRAINT "items_ref_id_positive" CHECK ("favourites"."items"."ref_id" > 0),
	CONSTRAINT "items_label_length" CHECK (char_length("favourites"."items"."label") between 1 and 200),
	CONSTRAINT "items_sport_slug_length" CHECK (char_length("favourites"."items"."sport_slug") between 1 and 40),
	CONSTRAINT "items_path" CHECK (left("favourites"."items"."path", 1) = '/' and char_length("favourites"."items"."path") <= 300)
);
