CREATE SCHEMA "limits";
--> statement-breakpoint
CREATE TABLE "limits"."player_limits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"limit_type" smallint NOT NULL,
	"state" text NOT NULL,
	"value" integer NOT NULL,
	"currency" text,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"approvable_at" timestamp with time zone,
	"self_exclude_reason" smallint,
	"source" text DEFAULT 'player' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_limits_state" CHECK ("limits"."player_limits"."state" in ('active', 'pending')),
	CONSTRAINT "player_limits_source" CHECK ("limits"."player_limits"."source" in ('player', 'operator', 'register')),
	CONSTRAINT "player_limits_currency" CHECK ("limits"."player_limits"."currency" is null or "limits"."player_limits"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "limits"."question_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"request" jsonb NOT NULL,
	"question_ids" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "limits"."reality_checks" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"session_started_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone,
	"do_not_show_again" boolean DEFAULT false NOT NULL,
	"last_action" text,
	"last_shown_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "limits"."session_days" (
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"seconds_used" integer DEFAULT 0 NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "session_days_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "session_days_seconds" CHECK ("limits"."session_days"."seconds_used" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "player_limits_one_per_state" ON "limits"."player_limits" USING btree ("user_id","limit_type","state");--> statement-breakpoint
CREATE INDEX "question_tokens_user" ON "limits"."question_tokens" USING btree ("user_id");