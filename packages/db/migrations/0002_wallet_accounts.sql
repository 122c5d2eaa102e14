CREATE SCHEMA "wallet";
--> statement-breakpoint
CREATE TABLE "wallet"."accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet"."accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000001 CACHE 1),
	"owner_kind" text NOT NULL,
	"user_id" bigint,
	"system_code" text,
	"shard" smallint DEFAULT 0 NOT NULL,
	"type" smallint,
	"currency_code" text NOT NULL,
	"balance_minor" bigint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"label" text,
	"frozen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_owner_kind" CHECK ("wallet"."accounts"."owner_kind" in ('player', 'house', 'provider')),
	CONSTRAINT "accounts_player_fields" CHECK (("wallet"."accounts"."owner_kind" = 'player') = ("wallet"."accounts"."user_id" is not null and "wallet"."accounts"."type" is not null)),
	CONSTRAINT "accounts_player_not_negative" CHECK ("wallet"."accounts"."owner_kind" <> 'player' or "wallet"."accounts"."balance_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet"."currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"minor_units" smallint NOT NULL,
	"symbol" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity"."users" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "messaging"."outbox" ADD COLUMN "attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messaging"."outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet"."accounts" ADD CONSTRAINT "accounts_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "wallet"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_one_main" ON "wallet"."accounts" USING btree ("user_id") WHERE "wallet"."accounts"."type" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_player_type_currency" ON "wallet"."accounts" USING btree ("user_id","type","currency_code") WHERE "wallet"."accounts"."owner_kind" = 'player';--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_one_active" ON "wallet"."accounts" USING btree ("user_id") WHERE "wallet"."accounts"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_system_shard" ON "wallet"."accounts" USING btree ("owner_kind","system_code","currency_code","shard") WHERE "wallet"."accounts"."owner_kind" <> 'player';--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "wallet"."accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "messaging"."outbox" USING btree ("next_attempt_at") WHERE "messaging"."outbox"."sent_at" is null and "messaging"."outbox"."next_attempt_at" is not null;--> statement-breakpoint
-- Reference data: the currencies offered at registration (ISO 4217 minor units). Migration 0005 adds the rest of ISO 4217.
INSERT INTO "wallet"."currencies" ("code", "minor_units", "symbol") VALUES
	('EUR', 2, '€'), ('USD', 2, '$'), ('RUB', 2, '₽'), ('KZT', 2, '₸'), ('UAH', 2, '₴'), ('AZN', 2, '₼'), ('GBP', 2, '£');
