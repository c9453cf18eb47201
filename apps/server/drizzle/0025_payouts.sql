CREATE TABLE "payout_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"merchant_id" text DEFAULT '' NOT NULL,
	"secret_sealed" text DEFAULT '' NOT NULL,
	"secret_last4" text DEFAULT '' NOT NULL,
	"api_url" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_channels_kind_check" CHECK ("payout_channels"."kind" in ('manual', 'sandbox', 'signed_http'))
);
--> statement-breakpoint
CREATE TABLE "payout_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payout_no" text NOT NULL,
	"withdrawal_order_no" text NOT NULL,
	"channel_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"state" integer DEFAULT 1 NOT NULL,
	"trade_no" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"query_after" timestamp with time zone NOT NULL,
	"queries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payout_orders_state_check" CHECK ("payout_orders"."state" in (1, 2, 3)),
	CONSTRAINT "payout_orders_amount_positive" CHECK ("payout_orders"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "payout_sandbox_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payout_no" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"payee_name" text DEFAULT '' NOT NULL,
	"payee_account" text DEFAULT '' NOT NULL,
	"state" integer DEFAULT 1 NOT NULL,
	"trade_no" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_sandbox_orders_state_check" CHECK ("payout_sandbox_orders"."state" in (1, 2, 3))
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_state" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_channel_id" integer;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_channel_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_channels_code_key" ON "payout_channels" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_orders_payout_no_key" ON "payout_orders" USING btree ("payout_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_orders_live_key" ON "payout_orders" USING btree ("withdrawal_order_no") WHERE "payout_orders"."state" in (1, 2);--> statement-breakpoint
CREATE INDEX "payout_orders_withdrawal_idx" ON "payout_orders" USING btree ("withdrawal_order_no","id");--> statement-breakpoint
CREATE INDEX "payout_orders_due_idx" ON "payout_orders" USING btree ("query_after","id") WHERE "payout_orders"."state" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_sandbox_orders_payout_no_key" ON "payout_sandbox_orders" USING btree ("payout_no");--> statement-breakpoint
CREATE INDEX "payout_sandbox_orders_time_idx" ON "payout_sandbox_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_payout_queue_idx" ON "withdrawals" USING btree ("payout_state","created_at","id") WHERE "withdrawals"."state" = 2;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payout_state_check" CHECK ("withdrawals"."payout_state" in (0, 1, 2, 3));