CREATE TABLE "agent_commission_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"cycle_start" date NOT NULL,
	"cycle_end" date NOT NULL,
	"statement_count" integer DEFAULT 0 NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"paid_fen" bigint DEFAULT 0 NOT NULL,
	"ran_by" text NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "agent_commission_runs_cycle_key" ON "agent_commission_runs" USING btree ("plan_id","cycle_start");