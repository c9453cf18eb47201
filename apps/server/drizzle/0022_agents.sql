CREATE TABLE "agent_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"mobile" text NOT NULL,
	"apply_info" text NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"review_note" text DEFAULT '' NOT NULL,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_applications_state_check" CHECK ("agent_applications"."state" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "agent_commission_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"statement_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"subject_member_id" bigint NOT NULL,
	"valid_bet_fen" bigint DEFAULT 0 NOT NULL,
	"net_loss_fen" bigint DEFAULT 0 NOT NULL,
	"promotion_fen" bigint DEFAULT 0 NOT NULL,
	"base_fen" bigint DEFAULT 0 NOT NULL,
	"rate_percent" numeric(6, 2) NOT NULL,
	"commission_fen" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_commission_lines_kind_check" CHECK ("agent_commission_lines"."kind" in ('member', 'sub_agent'))
);
--> statement-breakpoint
CREATE TABLE "agent_commission_statements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agent_member_id" bigint NOT NULL,
	"plan_id" integer NOT NULL,
	"basis" text NOT NULL,
	"cycle_start" date NOT NULL,
	"cycle_end" date NOT NULL,
	"rate_percent" numeric(6, 2) NOT NULL,
	"team_valid_bet_fen" bigint DEFAULT 0 NOT NULL,
	"team_net_loss_fen" bigint DEFAULT 0 NOT NULL,
	"team_promotion_fen" bigint DEFAULT 0 NOT NULL,
	"cycle_commission_fen" bigint DEFAULT 0 NOT NULL,
	"carried_in_fen" bigint DEFAULT 0 NOT NULL,
	"amount_fen" bigint DEFAULT 0 NOT NULL,
	"carry_out_fen" bigint DEFAULT 0 NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"review_note" text DEFAULT '' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_commission_statements_state_check" CHECK ("agent_commission_statements"."state" in (0, 1, 2, 3, 4)),
	CONSTRAINT "agent_commission_statements_amounts_check" CHECK ("agent_commission_statements"."amount_fen" >= 0 and "agent_commission_statements"."carry_out_fen" <= 0 and "agent_commission_statements"."carried_in_fen" <= 0)
);
--> statement-breakpoint
CREATE TABLE "agent_portal_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agent_member_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_portal_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agent_member_id" bigint NOT NULL,
	"ticket_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"parent_member_id" bigint,
	"path" text NOT NULL,
	"depth" integer DEFAULT 0 NOT NULL,
	"plan_id" integer NOT NULL,
	"rate_percent" numeric(6, 2) NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"application_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agents_status_check" CHECK ("agents"."status" in ('active', 'frozen')),
	CONSTRAINT "agents_rate_check" CHECK ("agents"."rate_percent" >= 0 and "agents"."rate_percent" <= 100),
	CONSTRAINT "agents_not_own_parent" CHECK ("agents"."parent_member_id" is distinct from "agents"."member_id")
);
--> statement-breakpoint
CREATE TABLE "commission_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"basis" text NOT NULL,
	"cycle" text DEFAULT 'week' NOT NULL,
	"max_rate_percent" numeric(6, 2) NOT NULL,
	"approval_limit_fen" bigint DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_plans_basis_check" CHECK ("commission_plans"."basis" in ('turnover', 'net_revenue')),
	CONSTRAINT "commission_plans_cycle_check" CHECK ("commission_plans"."cycle" in ('week', 'month')),
	CONSTRAINT "commission_plans_rate_check" CHECK ("commission_plans"."max_rate_percent" >= 0 and "commission_plans"."max_rate_percent" <= 100 and "commission_plans"."approval_limit_fen" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "agent_applications_pending_key" ON "agent_applications" USING btree ("member_id") WHERE "agent_applications"."state" = 0;--> statement-breakpoint
CREATE INDEX "agent_applications_member_idx" ON "agent_applications" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "agent_applications_state_idx" ON "agent_applications" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "agent_applications_created_idx" ON "agent_applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "agent_commission_lines_statement_idx" ON "agent_commission_lines" USING btree ("statement_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_commission_statements_cycle_key" ON "agent_commission_statements" USING btree ("agent_member_id","cycle_start");--> statement-breakpoint
CREATE INDEX "agent_commission_statements_cycle_idx" ON "agent_commission_statements" USING btree ("cycle_start","id");--> statement-breakpoint
CREATE INDEX "agent_commission_statements_state_idx" ON "agent_commission_statements" USING btree ("state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_portal_sessions_token_key" ON "agent_portal_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "agent_portal_sessions_agent_idx" ON "agent_portal_sessions" USING btree ("agent_member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_portal_tickets_hash_key" ON "agent_portal_tickets" USING btree ("ticket_hash");--> statement-breakpoint
CREATE INDEX "agent_portal_tickets_expires_idx" ON "agent_portal_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "agents_parent_idx" ON "agents" USING btree ("parent_member_id");--> statement-breakpoint
CREATE INDEX "agents_path_idx" ON "agents" USING btree ("path" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "agents_created_idx" ON "agents" USING btree ("created_at","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_plans_name_key" ON "commission_plans" USING btree ("name");