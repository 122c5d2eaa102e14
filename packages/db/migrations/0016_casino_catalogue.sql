-- Decision 018: the demo casino.games (12 rows, the old shape) gives way to the catalogue; the seed refills it on start.
DROP TABLE IF EXISTS "casino"."games" CASCADE;--> statement-breakpoint
CREATE TABLE "casino"."categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ru" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"route" text NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "casino"."favourites" (
	"user_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "casino"."game_categories" (
	"game_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_categories_game_id_category_id_pk" PRIMARY KEY("game_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "casino"."games" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_ru" text,
	"provider_slug" text NOT NULL,
	"engine" text,
	"filter" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"rtp_bp" integer,
	"volatility" text,
	"demo" boolean DEFAULT true NOT NULL,
	"currencies" text[],
	"min_bet_minor" bigint,
	"max_bet_minor" bigint,
	"popularity" integer DEFAULT 0 NOT NULL,
	"released_at" date NOT NULL,
	"art_seed" integer NOT NULL,
	"art_from" text NOT NULL,
	"art_to" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_ru" text,
	"blocked_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "games_slug_unique" UNIQUE("slug"),
	CONSTRAINT "games_engine" CHECK ("casino"."games"."engine" is null or "casino"."games"."engine" in ('dice', 'crash', 'mines', 'plinko', 'keno', 'slots', 'scratchcard')),
	CONSTRAINT "games_filter" CHECK ("casino"."games"."filter" in ('lotteries', 'slots', 'climb', 'dice', 'cards', 'other')),
	CONSTRAINT "games_volatility" CHECK ("casino"."games"."volatility" is null or "casino"."games"."volatility" in ('low', 'medium', 'high')),
	CONSTRAINT "games_rtp" CHECK ("casino"."games"."rtp_bp" is null or "casino"."games"."rtp_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "casino"."providers" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"art_from" text NOT NULL,
	"art_to" text NOT NULL,
	"aggregator" text DEFAULT 'studio' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "casino"."recent" (
	"user_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "casino"."game_categories" ADD CONSTRAINT "game_categories_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "casino"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino"."game_categories" ADD CONSTRAINT "game_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "casino"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino"."games" ADD CONSTRAINT "games_provider_slug_providers_slug_fk" FOREIGN KEY ("provider_slug") REFERENCES "casino"."providers"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recent_user_played" ON "casino"."recent" USING btree ("user_id","played_at");