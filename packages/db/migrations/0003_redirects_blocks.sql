CREATE SCHEMA "redirects";
--> statement-breakpoint
CREATE SCHEMA "blocks";
--> statement-breakpoint
CREATE TABLE "redirects"."rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redirects"."rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"match_kind" text NOT NULL,
	"from_path" text NOT NULL,
	"to_url" text NOT NULL,
	"code" smallint DEFAULT 302 NOT NULL,
	"language_aware" boolean DEFAULT true NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rules_match_kind" CHECK ("redirects"."rules"."match_kind" in ('exact', 'prefix')),
	CONSTRAINT "rules_code" CHECK ("redirects"."rules"."code" in (301, 302)),
	CONSTRAINT "rules_from_is_path" CHECK (left("redirects"."rules"."from_path", 1) = '/'),
	CONSTRAINT "rules_to_not_empty" CHECK ("redirects"."rules"."to_url" <> '')
);
--> statement-breakpoint
CREATE TABLE "blocks"."rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blocks"."rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reason_code" smallint NOT NULL,
	"kind" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"audience" text DEFAULT 'both' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"display_type_id" smallint,
	"template_type_id" smallint,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rules_kind" CHECK ("blocks"."rules"."kind" in ('country', 'ip_range', 'user_agent', 'time_window', 'all')),
	CONSTRAINT "rules_audience" CHECK ("blocks"."rules"."audience" in ('guests', 'signed_in', 'both')),
	CONSTRAINT "rules_reason_code" CHECK ("blocks"."rules"."reason_code" > 0),
	CONSTRAINT "rules_value_needed" CHECK ("blocks"."rules"."kind" not in ('country', 'ip_range', 'user_agent') or "blocks"."rules"."value" <> ''),
	CONSTRAINT "rules_window_needed" CHECK ("blocks"."rules"."kind" <> 'time_window' or ("blocks"."rules"."starts_at" is not null and "blocks"."rules"."ends_at" is not null)),
	CONSTRAINT "rules_window_order" CHECK ("blocks"."rules"."starts_at" is null or "blocks"."rules"."ends_at" is null or "blocks"."rules"."starts_at" < "blocks"."rules"."ends_at")
);
