CREATE TABLE "bets"."held_settlements" (
	"coupon_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"results_version" bigint NOT NULL,
	"code" text NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	"cleared_at" timestamp with time zone,
	CONSTRAINT "held_settlements_coupon_id_game_id_pk" PRIMARY KEY("coupon_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "bets"."held_settlements" ADD CONSTRAINT "held_settlements_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "bets"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "held_settlements_open" ON "bets"."held_settlements" USING btree ("game_id") WHERE "bets"."held_settlements"."cleared_at" is null;