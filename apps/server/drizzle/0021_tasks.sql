CREATE TABLE "chest_opens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"chest_id" integer NOT NULL,
	"day" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"liveness" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chest_opens_amount_positive" CHECK ("chest_opens"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "chests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"threshold" integer NOT NULL,
	"bonus_fen" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chests_threshold_positive" CHECK ("chests"."threshold" > 0),
	CONSTRAINT "chests_bonus_positive" CHECK ("chests"."bonus_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "task_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"task_id" integer NOT NULL,
	"day" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_claims_amount_check" CHECK ("task_claims"."amount_fen" > 0 and "task_claims"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "task_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"title" text NOT NULL,
	"metric" text NOT NULL,
	"target" bigint NOT NULL,
	"reward_fen" bigint NOT NULL,
	"reward_points" integer DEFAULT 0 NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_metric_check" CHECK ("tasks"."metric" in ('deposit_amount', 'deposit_count', 'valid_bet_amount', 'bet_count', 'login')),
	CONSTRAINT "tasks_target_positive" CHECK ("tasks"."target" > 0),
	CONSTRAINT "tasks_reward_check" CHECK ("tasks"."reward_fen" > 0 and "tasks"."reward_points" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "chest_opens_member_chest_day_key" ON "chest_opens" USING btree ("member_id","chest_id","day");--> statement-breakpoint
CREATE INDEX "chest_opens_member_day_idx" ON "chest_opens" USING btree ("member_id","day","id");--> statement-breakpoint
CREATE INDEX "chest_opens_day_idx" ON "chest_opens" USING btree ("day","id");--> statement-breakpoint
CREATE INDEX "chest_opens_chest_day_idx" ON "chest_opens" USING btree ("chest_id","day","id");--> statement-breakpoint
CREATE INDEX "chests_threshold_idx" ON "chests" USING btree ("threshold","id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_claims_member_task_day_key" ON "task_claims" USING btree ("member_id","task_id","day");--> statement-breakpoint
CREATE INDEX "task_claims_member_day_idx" ON "task_claims" USING btree ("member_id","day","id");--> statement-breakpoint
CREATE INDEX "task_claims_day_idx" ON "task_claims" USING btree ("day","id");--> statement-breakpoint
CREATE INDEX "task_claims_task_day_idx" ON "task_claims" USING btree ("task_id","day","id");--> statement-breakpoint
CREATE INDEX "task_types_sort_idx" ON "task_types" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "tasks_type_sort_idx" ON "tasks" USING btree ("type_id","sort","id");--> statement-breakpoint
CREATE INDEX "bet_records_member_settled_idx" ON "bet_records" USING btree ("member_id","settled_at") WHERE "bet_records"."state" = 1;