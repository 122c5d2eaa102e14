CREATE SCHEMA "bets";
--> statement-breakpoint
CREATE SEQUENCE "bets"."coupon_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "bets"."placements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bets"."placements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placements_key_length" CHECK (char_length("bets"."placements"."idempotency_key") between 1 and 128)
);
--> statement-breakpoint
CREATE TABLE "bets"."legs" (
	"coupon_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"game_id" integer NOT NULL,
	"market_key" text NOT NULL,
	"outcome_key" text NOT NULL,
	"price" integer NOT NULL,
	"market_version" integer NOT NULL,
	"banker" boolean DEFAULT false NOT NULL,
	"is_live" boolean NOT NULL,
	"result" text DEFAULT 'open' NOT NULL,
	"sport_id" integer NOT NULL,
	"champ_name" text NOT NULL,
	"home" text,
	"away" text,
	"event_name" text,
	"starts_at" timestamp with time zone NOT NULL,
	"score" text,
	CONSTRAINT "legs_coupon_id_position_pk" PRIMARY KEY("coupon_id","position"),
	CONSTRAINT "legs_price" CHECK ("bets"."legs"."price" > 1000),
	CONSTRAINT "legs_position" CHECK ("bets"."legs"."position" >= 0),
	CONSTRAINT "legs_version" CHECK ("bets"."legs"."market_version" >= 0),
	CONSTRAINT "legs_result" CHECK ("bets"."legs"."result" in ('open', 'win', 'lose', 'void', 'half_win', 'half_lose'))
);
--> statement-breakpoint
CREATE TABLE "bets"."settlements" (
	"coupon_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlements_coupon_id_seq_kind_pk" PRIMARY KEY("coupon_id","seq","kind"),
	CONSTRAINT "settlements_kind" CHECK ("bets"."settlements"."kind" in ('payout', 'reversal', 'cashout')),
	CONSTRAINT "settlements_amount" CHECK ("bets"."settlements"."amount_minor" >= 0),
	CONSTRAINT "settlements_seq" CHECK ("bets"."settlements"."seq" >= 1)
);
--> statement-breakpoint
CREATE TABLE "bets"."coupons" (
	"id" bigint PRIMARY KEY NOT NULL,
	"placement_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"type_id" integer NOT NULL,
	"system_value" integer,
	"preset" text,
	"stake_minor" bigint NOT NULL,
	"coef" integer NOT NULL,
	"possible_win_minor" bigint NOT NULL,
	"bonus_multiplier" integer,
	"status" text NOT NULL,
	"return_minor" bigint,
	"settle_seq" integer DEFAULT 0 NOT NULL,
	"change_coef_action" integer NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "coupons_type" CHECK ("bets"."coupons"."type_id" in (0, 1, 2, 9)),
	CONSTRAINT "coupons_status" CHECK ("bets"."coupons"."status" in ('pending', 'open', 'won', 'lost', 'void', 'partial', 'cashed_out')),
	CONSTRAINT "coupons_stake_positive" CHECK ("bets"."coupons"."stake_minor" > 0),
	CONSTRAINT "coupons_coef" CHECK ("bets"."coupons"."coef" > 1000),
	CONSTRAINT "coupons_possible_win" CHECK ("bets"."coupons"."possible_win_minor" >= 0),
	CONSTRAINT "coupons_return" CHECK ("bets"."coupons"."return_minor" is null or "bets"."coupons"."return_minor" >= 0),
	CONSTRAINT "coupons_system_value" CHECK (("bets"."coupons"."type_id" = 2) = ("bets"."coupons"."system_value" is not null) and ("bets"."coupons"."system_value" is null or "bets"."coupons"."system_value" >= 2)),
	CONSTRAINT "coupons_preset" CHECK ("bets"."coupons"."preset" is null or "bets"."coupons"."type_id" = 2),
	CONSTRAINT "coupons_bonus" CHECK ("bets"."coupons"."bonus_multiplier" is null or ("bets"."coupons"."type_id" = 1 and "bets"."coupons"."bonus_multiplier" >= 1000)),
	CONSTRAINT "coupons_change_coef_action" CHECK ("bets"."coupons"."change_coef_action" in (0, 1, 2)),
	CONSTRAINT "coupons_settled" CHECK (("bets"."coupons"."status" in ('pending', 'open')) = ("bets"."coupons"."settled_at" is null)),
	CONSTRAINT "coupons_settle_seq" CHECK ("bets"."coupons"."settle_seq" >= 0),
	CONSTRAINT "coupons_currency" CHECK (char_length("bets"."coupons"."currency") = 3)
);
--> statement-breakpoint
CREATE TABLE "bets"."saved_coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"system_value" integer,
	"legs" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_coupons_code" CHECK ("bets"."saved_coupons"."code" ~ '^[A-Z0-9]{6,12}$'),
	CONSTRAINT "saved_coupons_type" CHECK ("bets"."saved_coupons"."type_id" in (0, 1, 2, 9)),
	CONSTRAINT "saved_coupons_legs" CHECK (jsonb_typeof("bets"."saved_coupons"."legs") = 'array' and jsonb_array_length("bets"."saved_coupons"."legs") between 1 and 30)
);
--> statement-breakpoint
ALTER TABLE "bets"."legs" ADD CONSTRAINT "legs_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "bets"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets"."settlements" ADD CONSTRAINT "settlements_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "bets"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets"."coupons" ADD CONSTRAINT "coupons_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "bets"."placements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "placements_user_key" ON "bets"."placements" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "legs_game_idx" ON "bets"."legs" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "coupons_user_id_idx" ON "bets"."coupons" USING btree ("user_id","id");