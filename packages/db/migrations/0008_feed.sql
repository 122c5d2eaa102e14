CREATE TABLE "sportsbook"."feed_events" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"category" jsonb NOT NULL,
	"championship" jsonb NOT NULL,
	"home" jsonb,
	"away" jsonb,
	"name" jsonb,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"live" jsonb,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sportsbook"."feed_markets" (
	"event_id" integer NOT NULL,
	"key" text NOT NULL,
	"group" text NOT NULL,
	"status" text NOT NULL,
	"version" integer NOT NULL,
	CONSTRAINT "feed_markets_event_id_key_pk" PRIMARY KEY("event_id","key")
);
--> statement-breakpoint
CREATE TABLE "sportsbook"."feed_outcomes" (
	"event_id" integer NOT NULL,
	"market_key" text NOT NULL,
	"key" text NOT NULL,
	"price_milli" integer NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "feed_outcomes_event_id_market_key_key_pk" PRIMARY KEY("event_id","market_key","key")
);
--> statement-breakpoint
CREATE TABLE "sportsbook"."feed_results" (
	"event_id" integer NOT NULL,
	"market_key" text NOT NULL,
	"outcomes" jsonb NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feed_results_event_id_market_key_pk" PRIMARY KEY("event_id","market_key")
);
--> statement-breakpoint
ALTER TABLE "sportsbook"."feed_markets" ADD CONSTRAINT "feed_markets_event_id_feed_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "sportsbook"."feed_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook"."feed_results" ADD CONSTRAINT "feed_results_event_id_feed_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "sportsbook"."feed_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_events_finished_idx" ON "sportsbook"."feed_events" USING btree ("finished_at","sport_id");