CREATE SCHEMA "promo";
--> statement-breakpoint
CREATE TABLE "promo"."freebet_balances" (
	"user_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"balance_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "freebet_balances_user_id_currency_pk" PRIMARY KEY("user_id","currency"),
	CONSTRAINT "freebet_balances_not_negative" CHECK ("promo"."freebet_balances"."balance_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo"."freebet_movements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo"."freebet_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"user_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"kind" text NOT NULL,
	"code_id" bigint,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "freebet_movements_kind" CHECK ("promo"."freebet_movements"."kind" in ('grant', 'stake', 'restore', 'unrestore')),
	CONSTRAINT "freebet_movements_amount" CHECK ("promo"."freebet_movements"."amount_minor" <> 0)
);
--> statement-breakpoint
CREATE TABLE "promo"."codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo"."codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"title" text,
	"currency" text NOT NULL,
	"freebet_minor" bigint,
	"boost_bp" integer,
	"boost_cap_minor" bigint,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone,
	"min_coef" integer,
	"min_legs" integer DEFAULT 1 NOT NULL,
	"coupon_types" integer[],
	"max_uses" integer,
	"max_uses_per_player" integer DEFAULT 1 NOT NULL,
	"uses_total" integer DEFAULT 0 NOT NULL,
	"user_id" bigint,
	"revoked_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "codes_code_format" CHECK ("promo"."codes"."code" ~ '^[A-Z0-9][A-Z0-9_-]{2,31}$'),
	CONSTRAINT "codes_currency" CHECK (char_length("promo"."codes"."currency") = 3),
	CONSTRAINT "codes_gives_something" CHECK ("promo"."codes"."freebet_minor" is not null or "promo"."codes"."boost_bp" is not null),
	CONSTRAINT "codes_freebet_positive" CHECK ("promo"."codes"."freebet_minor" is null or "promo"."codes"."freebet_minor" > 0),
	CONSTRAINT "codes_boost" CHECK (("promo"."codes"."boost_bp" is null or "promo"."codes"."boost_bp" > 0) and ("promo"."codes"."boost_cap_minor" is null or ("promo"."codes"."boost_bp" is not null and "promo"."codes"."boost_cap_minor" > 0))),
	CONSTRAINT "codes_window" CHECK ("promo"."codes"."valid_until" is null or "promo"."codes"."valid_until" > "promo"."codes"."valid_from"),
	CONSTRAINT "codes_min_coef" CHECK ("promo"."codes"."min_coef" is null or "promo"."codes"."min_coef" > 1000),
	CONSTRAINT "codes_min_legs" CHECK ("promo"."codes"."min_legs" >= 1),
	CONSTRAINT "codes_uses" CHECK ("promo"."codes"."uses_total" >= 0 and ("promo"."codes"."max_uses" is null or "promo"."codes"."uses_total" <= "promo"."codes"."max_uses")),
	CONSTRAINT "codes_max_uses_per_player" CHECK ("promo"."codes"."max_uses_per_player" >= 1)
);
--> statement-breakpoint
CREATE TABLE "promo"."redemptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo"."redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"placement_ref" text NOT NULL,
	"freebet_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bets"."coupons" ADD COLUMN "prepaid_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bets"."coupons" ADD COLUMN "boost_bp" integer;--> statement-breakpoint
ALTER TABLE "bets"."coupons" ADD COLUMN "boost_cap_minor" bigint;--> statement-breakpoint
ALTER TABLE "promo"."redemptions" ADD CONSTRAINT "redemptions_code_id_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "promo"."codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "freebet_movements_key" ON "promo"."freebet_movements" USING btree ("key");--> statement-breakpoint
CREATE INDEX "freebet_movements_user_idx" ON "promo"."freebet_movements" USING btree ("user_id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "codes_code" ON "promo"."codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "codes_user_idx" ON "promo"."codes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "redemptions_placement" ON "promo"."redemptions" USING btree ("placement_ref");--> statement-breakpoint
CREATE INDEX "redemptions_code_user_idx" ON "promo"."redemptions" USING btree ("code_id","user_id");--> statement-breakpoint
ALTER TABLE "bets"."coupons" ADD CONSTRAINT "coupons_prepaid" CHECK ("bets"."coupons"."prepaid_minor" >= 0 and "bets"."coupons"."prepaid_minor" <= "bets"."coupons"."stake_minor");--> statement-breakpoint
ALTER TABLE "bets"."coupons" ADD CONSTRAINT "coupons_boost" CHECK (("bets"."coupons"."boost_bp" is null or "bets"."coupons"."boost_bp" > 0) and ("bets"."coupons"."boost_cap_minor" is null or "bets"."coupons"."boost_bp" is not null));