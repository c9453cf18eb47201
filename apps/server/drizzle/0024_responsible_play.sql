CREATE TABLE "rp_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"action" text NOT NULL,
	"detail" text NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rp_history_actor_check" CHECK ("rp_history"."actor_type" in ('member', 'staff', 'system'))
);
--> statement-breakpoint
CREATE TABLE "rp_limits" (
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount_fen" bigint,
	"has_pending" boolean DEFAULT false NOT NULL,
	"pending_amount_fen" bigint,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rp_limits_member_id_kind_period_pk" PRIMARY KEY("member_id","kind","period"),
	CONSTRAINT "rp_limits_kind_check" CHECK ("rp_limits"."kind" in ('deposit', 'loss')),
	CONSTRAINT "rp_limits_period_check" CHECK ("rp_limits"."period" in ('day', 'week', 'month')),
	CONSTRAINT "rp_limits_amount_positive" CHECK ("rp_limits"."amount_fen" is null or "rp_limits"."amount_fen" > 0),
	CONSTRAINT "rp_limits_pending_positive" CHECK ("rp_limits"."pending_amount_fen" is null or "rp_limits"."pending_amount_fen" > 0),
	CONSTRAINT "rp_limits_pending_time" CHECK (not "rp_limits"."has_pending" or "rp_limits"."pending_from" is not null)
);
--> statement-breakpoint
CREATE TABLE "rp_restrictions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rp_restrictions_kind_check" CHECK ("rp_restrictions"."kind" in ('time_out', 'self_exclusion')),
	CONSTRAINT "rp_restrictions_period_check" CHECK ("rp_restrictions"."ends_at" > "rp_restrictions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "rp_settings" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"reality_check_minutes" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rp_settings_reality_check_range" CHECK ("rp_settings"."reality_check_minutes" between 0 and 1440)
);
--> statement-breakpoint
CREATE INDEX "rp_history_member_time_idx" ON "rp_history" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE INDEX "rp_restrictions_member_end_idx" ON "rp_restrictions" USING btree ("member_id","ends_at");--> statement-breakpoint
CREATE INDEX "rp_restrictions_end_idx" ON "rp_restrictions" USING btree ("ends_at","member_id");