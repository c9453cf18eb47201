CREATE TABLE "ledger_check_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"phase" text NOT NULL,
	"rows_checked" bigint DEFAULT 0 NOT NULL,
	"rows_total" bigint DEFAULT 0 NOT NULL,
	"started_by" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"report" jsonb,
	"error" text,
	CONSTRAINT "ledger_check_runs_state_check" CHECK ("ledger_check_runs"."state" in ('running', 'passed', 'failed', 'error'))
);
--> statement-breakpoint
CREATE TABLE "daily_bet_totals" (
	"day" date NOT NULL,
	"platname" text NOT NULL,
	"category" text NOT NULL,
	"bet_count" bigint DEFAULT 0 NOT NULL,
	"stake_fen" bigint DEFAULT 0 NOT NULL,
	"valid_bet_fen" bigint DEFAULT 0 NOT NULL,
	"payout_fen" bigint DEFAULT 0 NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_bet_totals_day_platname_category_pk" PRIMARY KEY("day","platname","category")
);
--> statement-breakpoint
CREATE TABLE "daily_deposit_totals" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"channel_id" integer NOT NULL,
	"deposit_count" bigint DEFAULT 0 NOT NULL,
	"amount_fen" bigint DEFAULT 0 NOT NULL,
	"first_deposit_count" bigint DEFAULT 0 NOT NULL,
	"first_deposit_fen" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_deposit_totals_day_kind_channel_id_pk" PRIMARY KEY("day","kind","channel_id")
);
--> statement-breakpoint
CREATE TABLE "daily_house_outflows" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"outflow_fen" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_house_outflows_day_kind_pk" PRIMARY KEY("day","kind")
);
--> statement-breakpoint
CREATE TABLE "daily_member_totals" (
	"day" date PRIMARY KEY NOT NULL,
	"new_members" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_withdrawal_totals" (
	"day" date NOT NULL,
	"state" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"withdrawal_count" bigint DEFAULT 0 NOT NULL,
	"amount_fen" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_withdrawal_totals_day_state_channel_id_pk" PRIMARY KEY("day","state","channel_id")
);
--> statement-breakpoint
CREATE TABLE "rollup_days" (
	"day" date PRIMARY KEY NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_check_runs_one_running" ON "ledger_check_runs" USING btree ("state") WHERE "ledger_check_runs"."state" = 'running';--> statement-breakpoint
CREATE INDEX "ledger_entries_account_created_idx" ON "ledger_entries" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "members_created_idx" ON "members" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "members_last_login_idx" ON "members" USING btree ("last_login_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_paid_idx" ON "deposit_orders" USING btree ("paid_at") WHERE "deposit_orders"."state" = 1;--> statement-breakpoint
CREATE INDEX "deposit_orders_member_paid_idx" ON "deposit_orders" USING btree ("member_id","paid_at") WHERE "deposit_orders"."state" = 1;--> statement-breakpoint
CREATE INDEX "withdrawals_reviewed_idx" ON "withdrawals" USING btree ("reviewed_at") WHERE "withdrawals"."reviewed_at" is not null;--> statement-breakpoint
CREATE INDEX "bet_records_settled_idx" ON "bet_records" USING btree ("settled_at") WHERE "bet_records"."state" = 1;