CREATE SCHEMA "config";
--> statement-breakpoint
CREATE SCHEMA "sportsbook";
--> statement-breakpoint
CREATE SCHEMA "casino";
--> statement-breakpoint
CREATE SCHEMA "content";
--> statement-breakpoint
CREATE TABLE "config"."entries" (
	"group_name" text NOT NULL,
	"key" text NOT NULL,
	"lang" text DEFAULT '' NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entries_group_name_key_lang_pk" PRIMARY KEY("group_name","key","lang")
);
--> statement-breakpoint
CREATE TABLE "sportsbook"."events" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"league" jsonb NOT NULL,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"is_live" boolean DEFAULT false NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"live_minute" integer,
	"score_home" integer,
	"score_away" integer,
	"odds_home_milli" integer NOT NULL,
	"odds_draw_milli" integer,
	"odds_away_milli" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sportsbook"."sports" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sports_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "casino"."games" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"provider" text NOT NULL,
	"category" text NOT NULL,
	"is_live" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"art_from" text NOT NULL,
	"art_to" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "games_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "content"."promotions" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"badge" jsonb NOT NULL,
	"art_from" text NOT NULL,
	"art_to" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promotions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "sportsbook"."events" ADD CONSTRAINT "events_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "sportsbook"."sports"("id") ON DELETE no action ON UPDATE no action;