CREATE TABLE "content"."pages" (
	"slug" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_slug_language_pk" PRIMARY KEY("slug","language")
);
--> statement-breakpoint
CREATE TABLE "content"."rule_chapters" (
	"group_id" integer NOT NULL,
	"chapter_id" integer NOT NULL,
	"language" text NOT NULL,
	"group_title" text NOT NULL,
	"title" text NOT NULL,
	"body" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rule_chapters_group_id_chapter_id_language_pk" PRIMARY KEY("group_id","chapter_id","language")
);
--> statement-breakpoint
CREATE TABLE "wallet"."entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet"."entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transfer_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"currency_code" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"balance_after_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entries_amount_not_zero" CHECK ("wallet"."entries"."amount_minor" <> 0)
);
--> statement-breakpoint
CREATE TABLE "wallet"."payment_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet"."payment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"provider_event_id" text NOT NULL,
	"payment_id" bigint NOT NULL,
	"status" text NOT NULL,
	"payload" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet"."payment_methods" (
	"code" text NOT NULL,
	"direction" text NOT NULL,
	"provider" text NOT NULL,
	"currency_code" text NOT NULL,
	"min_minor" bigint NOT NULL,
	"max_minor" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_methods_direction" CHECK ("wallet"."payment_methods"."direction" in ('deposit', 'withdrawal')),
	CONSTRAINT "payment_methods_limits" CHECK ("wallet"."payment_methods"."min_minor" > 0 and "wallet"."payment_methods"."max_minor" >= "wallet"."payment_methods"."min_minor")
);
--> statement-breakpoint
CREATE TABLE "wallet"."payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet"."payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 5000001 CACHE 1),
	"user_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"direction" text NOT NULL,
	"method_code" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"currency_code" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"destination" text,
	"failure_reason" text,
	"language" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_direction" CHECK ("wallet"."payments"."direction" in ('deposit', 'withdrawal')),
	CONSTRAINT "payments_amount_positive" CHECK ("wallet"."payments"."amount_minor" > 0),
	CONSTRAINT "payments_status" CHECK ("wallet"."payments"."status" in ('created', 'pending', 'succeeded', 'failed', 'cancelled', 'requested', 'approved', 'paid', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "wallet"."transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet"."transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text,
	"reference_kind" text,
	"reference_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallet"."currencies" ADD COLUMN "numeric_code" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet"."currencies" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet"."currencies" ADD COLUMN "amount_step_minor" bigint DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet"."currencies" ADD COLUMN "initial_amount_minor" bigint DEFAULT 15000 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet"."entries" ADD CONSTRAINT "entries_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "wallet"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet"."entries" ADD CONSTRAINT "entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "wallet"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet"."payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "wallet"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet"."payment_methods" ADD CONSTRAINT "payment_methods_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "wallet"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet"."payments" ADD CONSTRAINT "payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "wallet"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entries_account_idx" ON "wallet"."entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "entries_transfer_idx" ON "wallet"."entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event" ON "wallet"."payment_events" USING btree ("provider","provider_event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_key" ON "wallet"."payment_methods" USING btree ("code","direction","currency_code");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_user_idempotency" ON "wallet"."payments" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref" ON "wallet"."payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "wallet"."payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_idempotency_key" ON "wallet"."transfers" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "transfers_reference_idx" ON "wallet"."transfers" USING btree ("reference_kind","reference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "currencies_numeric_code" ON "wallet"."currencies" USING btree ("numeric_code") WHERE "wallet"."currencies"."numeric_code" > 0;
--> statement-breakpoint
-- Reference data: ISO 4217 numeric codes (the spec's currencyId) and the S0 §9 coupon defaults of the currencies on offer.
UPDATE "wallet"."currencies" AS c SET "numeric_code" = v.numeric_code, "name" = v.name, "amount_step_minor" = v.step, "initial_amount_minor" = v.initial
FROM (VALUES
	('EUR', 978, 'Euro', 250, 500), ('USD', 840, 'US Dollar', 250, 500), ('GBP', 826, 'Pound Sterling', 250, 500),
	('RUB', 643, 'Russian Ruble', 10000, 15000), ('KZT', 398, 'Tenge', 50000, 100000), ('UAH', 980, 'Hryvnia', 5000, 10000),
	('AZN', 944, 'Azerbaijan Manat', 500, 1000)
) AS v(code, numeric_code, name, step, initial)
WHERE c."code" = v.code;
--> statement-breakpoint
-- The built-in sandbox provider's methods, with limits per currency in minor units.
INSERT INTO "wallet"."payment_methods" ("code", "direction", "provider", "currency_code", "min_minor", "max_minor", "sort_order")
SELECT m.code, m.direction, 'sandbox', c."code",
	CASE WHEN c."code" IN ('RUB', 'KZT', 'UAH') THEN 10000 ELSE 100 END * m.min_factor,
	CASE WHEN c."code" IN ('RUB', 'KZT', 'UAH') THEN 10000 ELSE 100 END * m.max_factor,
	m.sort_order
FROM "wallet"."currencies" c
CROSS JOIN (VALUES
	('sandbox_card', 'deposit', 1, 10000, 0), ('sandbox_wallet', 'deposit', 5, 5000, 1),
	('sandbox_card', 'withdrawal', 10, 5000, 0)
) AS m(code, direction, min_factor, max_factor, sort_order);
