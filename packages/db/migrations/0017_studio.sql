CREATE SCHEMA "studio";
--> statement-breakpoint
CREATE TABLE "studio"."rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"engine" text NOT NULL,
	"params" jsonb NOT NULL,
	"seed_id" integer NOT NULL,
	"nonce" integer NOT NULL,
	"stake_minor" bigint NOT NULL,
	"multiplier_bp" bigint,
	"payout_minor" bigint,
	"outcome" jsonb,
	"bet_tx_id" text NOT NULL,
	"win_tx_id" text,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "rounds_status" CHECK ("studio"."rounds"."status" in ('open', 'win_pending', 'settled', 'rolled_back')),
	CONSTRAINT "rounds_stake" CHECK ("studio"."rounds"."stake_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "studio"."seeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "seeds_nonce" CHECK ("studio"."seeds"."nonce" >= 0),
	CONSTRAINT "seeds_revealed_inactive" CHECK ("studio"."seeds"."revealed_at" is null or not "studio"."seeds"."active")
);
--> statement-breakpoint
CREATE TABLE "studio"."sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"mode" text NOT NULL,
	"operator_session_id" text,
	"seed_owner" text NOT NULL,
	"currency" text NOT NULL,
	"engine" text NOT NULL,
	"lang" text NOT NULL,
	"jurisdiction" text NOT NULL,
	"balance_minor" bigint NOT NULL,
	"net_minor" bigint DEFAULT 0 NOT NULL,
	"last_round_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_mode" CHECK ("studio"."sessions"."mode" in ('real', 'demo')),
	CONSTRAINT "sessions_demo_balance" CHECK ("studio"."sessions"."mode" = 'real' or "studio"."sessions"."balance_minor" >= 0)
);
--> statement-breakpoint
CREATE INDEX "rounds_session" ON "studio"."rounds" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "rounds_pending" ON "studio"."rounds" USING btree ("status") WHERE "studio"."rounds"."status" = 'win_pending';--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_seed_nonce" ON "studio"."rounds" USING btree ("seed_id","nonce") WHERE "studio"."rounds"."params" ->> 'crashRound' is null;--> statement-breakpoint
CREATE UNIQUE INDEX "seeds_one_active" ON "studio"."seeds" USING btree ("owner") WHERE "studio"."seeds"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash" ON "studio"."sessions" USING btree ("token_hash");