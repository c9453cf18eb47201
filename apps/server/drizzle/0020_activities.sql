CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"title" text NOT NULL,
	"banner" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"applicable" boolean DEFAULT false NOT NULL,
	"vip_levels" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"require_deposit" boolean DEFAULT false NOT NULL,
	"min_deposit_fen" bigint DEFAULT 0 NOT NULL,
	"bonus_fen" bigint DEFAULT 0 NOT NULL,
	"turnover_multiple" numeric(8, 2) DEFAULT '1' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_window_check" CHECK ("activities"."starts_at" is null or "activities"."ends_at" is null or "activities"."starts_at" < "activities"."ends_at"),
	CONSTRAINT "activities_money_check" CHECK ("activities"."bonus_fen" >= 0 and "activities"."min_deposit_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "activity_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"bonus_fen" bigint,
	"turnover_multiple" numeric(8, 2),
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_applications_state_check" CHECK ("activity_applications"."state" in (1, 2, 3)),
	CONSTRAINT "activity_applications_bonus_check" CHECK (("activity_applications"."bonus_fen" is null or ("activity_applications"."bonus_fen" > 0 and "activity_applications"."state" = 2)))
);
--> statement-breakpoint
CREATE TABLE "activity_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_type_id_activity_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."activity_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_applications" ADD CONSTRAINT "activity_applications_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_sort_idx" ON "activities" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "activities_type_sort_idx" ON "activities" USING btree ("type_id","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_applications_live_key" ON "activity_applications" USING btree ("member_id","activity_id") WHERE "activity_applications"."state" in (1, 2);--> statement-breakpoint
CREATE INDEX "activity_applications_member_time_idx" ON "activity_applications" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE INDEX "activity_applications_time_idx" ON "activity_applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "activity_applications_state_time_idx" ON "activity_applications" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "activity_applications_activity_time_idx" ON "activity_applications" USING btree ("activity_id","created_at","id");--> statement-breakpoint
CREATE INDEX "activity_types_sort_idx" ON "activity_types" USING btree ("sort","id");