CREATE SCHEMA "casino_wallet";
--> statement-breakpoint
CREATE TABLE "casino_wallet"."providers" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"launch_url" text NOT NULL,
	"currencies" text[],
	"jurisdiction" text DEFAULT 'default' NOT NULL,
	"enabled" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "providers_slug" CHECK ("casino_wallet"."providers"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "casino_wallet"."rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"round_id" text NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"bet_minor" bigint DEFAULT 0 NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rounds_status" CHECK ("casino_wallet"."rounds"."status" in ('open', 'closed', 'rolled_back')),
	CONSTRAINT "rounds_amounts" CHECK ("casino_wallet"."rounds"."bet_minor" >= 0 and "casino_wallet"."rounds"."win_minor" >= 0 and "casino_wallet"."rounds"."refunded_minor" >= 0 and "casino_wallet"."rounds"."refunded_minor" <= "casino_wallet"."rounds"."bet_minor")
);
--> statement-breakpoint
CREATE TABLE "casino_wallet"."sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"game_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"provider" text NOT NULL,
	"jurisdiction" text NOT NULL,
	"lang" text NOT NULL,
	"player_ref" text NOT NULL,
	"token_hash" text NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"authenticated_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "casino_wallet"."transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_tx_id" text NOT NULL,
	"kind" text NOT NULL,
	"round_id" text NOT NULL,
	"session_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"request_hash" text NOT NULL,
	"answer" jsonb,
	"ledger_transfer_id" bigint,
	"related_tx_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transactions_kind" CHECK ("casino_wallet"."transactions"."kind" in ('bet', 'win', 'rollback', 'tombstone')),
	CONSTRAINT "transactions_amount" CHECK ("casino_wallet"."transactions"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_provider_round" ON "casino_wallet"."rounds" USING btree ("provider","round_id");--> statement-breakpoint
CREATE INDEX "rounds_open_idx" ON "casino_wallet"."rounds" USING btree ("user_id","game_id") WHERE "casino_wallet"."rounds"."status" = 'open';--> statement-breakpoint
CREATE INDEX "rounds_stale_idx" ON "casino_wallet"."rounds" USING btree ("updated_at") WHERE "casino_wallet"."rounds"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash" ON "casino_wallet"."sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "casino_wallet"."sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_provider_tx" ON "casino_wallet"."transactions" USING btree ("provider","provider_tx_id");--> statement-breakpoint
CREATE INDEX "transactions_round_idx" ON "casino_wallet"."transactions" USING btree ("provider","round_id");