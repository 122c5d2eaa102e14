CREATE TABLE "bets"."game_liability" (
	"game_id" integer NOT NULL,
	"currency" text NOT NULL,
	"open_win_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "game_liability_game_id_currency_pk" PRIMARY KEY("game_id","currency"),
	CONSTRAINT "game_liability_not_negative" CHECK ("bets"."game_liability"."open_win_minor" >= 0)
);
--> statement-breakpoint
-- The open coupons placed before this table: their possible wins, once per game of each.
INSERT INTO "bets"."game_liability" ("game_id", "currency", "open_win_minor")
SELECT g.game_id, c.currency, sum(c.possible_win_minor)
FROM (SELECT DISTINCT coupon_id, game_id FROM "bets"."legs") g
JOIN "bets"."coupons" c ON c.id = g.coupon_id
WHERE c.status = 'open'
GROUP BY g.game_id, c.currency;
