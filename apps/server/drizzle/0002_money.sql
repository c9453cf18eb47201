CREATE TABLE "bank_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"bank_id" integer,
	"bank_name" text NOT NULL,
	"bank_img" text DEFAULT '' NOT NULL,
	"card_number" text NOT NULL,
	"branch" text DEFAULT '' NOT NULL,
	"owner_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"bank_img" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usdt_addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"protocol" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wallet_bindings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"channel_id" integer NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_platforms" (
	"id" serial PRIMARY KEY NOT NULL,
	"platname" text NOT NULL,
	"name" text NOT NULL,
	"adapter" text NOT NULL,
	"amount_unit" text DEFAULT 'fen' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_platforms_amount_unit_check" CHECK ("game_platforms"."amount_unit" in ('fen', 'yuan'))
);
--> statement-breakpoint
CREATE TABLE "platform_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"platname" text NOT NULL,
	"direction" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"state" integer NOT NULL,
	"note" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_checked_at" timestamp with time zone,
	"origin" text DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "platform_transfers_direction_check" CHECK ("platform_transfers"."direction" in (0, 1)),
	CONSTRAINT "platform_transfers_state_check" CHECK ("platform_transfers"."state" in (0, 1, 2, 3)),
	CONSTRAINT "platform_transfers_amount_positive" CHECK ("platform_transfers"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "turnover_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"source" text NOT NULL,
	"reference_id" text NOT NULL,
	"delta_fen" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "turnover_requirements" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"outstanding_fen" bigint DEFAULT 0 NOT NULL,
	"total_required_fen" bigint DEFAULT 0 NOT NULL,
	"total_valid_bet_fen" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "turnover_outstanding_not_negative" CHECK ("turnover_requirements"."outstanding_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "deposit_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"type_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"crypto_units" bigint,
	"rate" numeric(18, 8),
	"state" integer DEFAULT 0 NOT NULL,
	"gateway" text,
	"gateway_trade_no" text,
	"payer_reference" text,
	"payer_submitted_at" timestamp with time zone,
	"turnover_multiple" numeric(8, 2) DEFAULT '1' NOT NULL,
	"reviewed_by" text,
	"review_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_orders_state_check" CHECK ("deposit_orders"."state" in (0, 1, 2, 3)),
	CONSTRAINT "deposit_orders_amount_positive" CHECK ("deposit_orders"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_callbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"order_no" text,
	"payload" jsonb NOT NULL,
	"signature_valid" boolean NOT NULL,
	"outcome" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recharge_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"name" text NOT NULL,
	"gateway" text,
	"allow_custom_amount" boolean DEFAULT true NOT NULL,
	"need_fixed_amount" boolean DEFAULT false NOT NULL,
	"fixed_amounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_fen" bigint NOT NULL,
	"max_fen" bigint NOT NULL,
	"bank_name" text,
	"account_name" text,
	"account_no" text,
	"branch" text,
	"usdt_protocol" text,
	"usdt_address" text,
	"turnover_multiple" numeric(8, 2) DEFAULT '1' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "recharge_channels_limits_check" CHECK ("recharge_channels"."min_fen" > 0 and "recharge_channels"."max_fen" >= "recharge_channels"."min_fen")
);
--> statement-breakpoint
CREATE TABLE "recharge_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"min_fen" bigint NOT NULL,
	"max_fen" bigint NOT NULL,
	"gift_info" text DEFAULT '' NOT NULL,
	"rate" numeric(18, 8),
	"download_url" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "recharge_types_kind_check" CHECK ("recharge_types"."kind" in ('online', 'bank', 'usdt')),
	CONSTRAINT "recharge_types_limits_check" CHECK ("recharge_types"."min_fen" > 0 and "recharge_types"."max_fen" >= "recharge_types"."min_fen")
);
--> statement-breakpoint
CREATE TABLE "withdraw_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" integer NOT NULL,
	"name" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"protocol" text,
	"min_fen" bigint NOT NULL,
	"max_fen" bigint NOT NULL,
	"gift_info" text DEFAULT '' NOT NULL,
	"rate" numeric(18, 8),
	"fee_units" bigint DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "withdraw_channels_type_check" CHECK ("withdraw_channels"."type" in (1, 2)),
	CONSTRAINT "withdraw_channels_limits_check" CHECK ("withdraw_channels"."min_fen" > 0 and "withdraw_channels"."max_fen" >= "withdraw_channels"."min_fen")
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"type" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"payee_name" text DEFAULT '' NOT NULL,
	"payee_bank" text DEFAULT '' NOT NULL,
	"payee_account" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"rate" numeric(18, 8),
	"fee_units" bigint DEFAULT 0 NOT NULL,
	"receive_units" bigint NOT NULL,
	"state" integer DEFAULT 1 NOT NULL,
	"refuse_reason" text,
	"reviewed_by" text,
	"second_reviewed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "withdrawals_state_check" CHECK ("withdrawals"."state" in (1, 2, 3)),
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE INDEX "bank_cards_member_idx" ON "bank_cards" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_cards_live_number_key" ON "bank_cards" USING btree ("member_id","card_number") WHERE "bank_cards"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "usdt_addresses_member_idx" ON "usdt_addresses" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usdt_addresses_live_key" ON "usdt_addresses" USING btree ("member_id","address") WHERE "usdt_addresses"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_bindings_member_channel_key" ON "wallet_bindings" USING btree ("member_id","channel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_platforms_platname_key" ON "game_platforms" USING btree ("platname");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_transfers_order_no_key" ON "platform_transfers" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "platform_transfers_member_idx" ON "platform_transfers" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "platform_transfers_pending_idx" ON "platform_transfers" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "turnover_events_source_key" ON "turnover_events" USING btree ("source","reference_id");--> statement-breakpoint
CREATE INDEX "turnover_events_member_idx" ON "turnover_events" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_order_no_key" ON "deposit_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "deposit_orders_member_idx" ON "deposit_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_state_idx" ON "deposit_orders" USING btree ("state","expires_at");--> statement-breakpoint
CREATE INDEX "payment_callbacks_order_idx" ON "payment_callbacks" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "recharge_channels_type_idx" ON "recharge_channels" USING btree ("type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_order_no_key" ON "withdrawals" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "withdrawals_member_idx" ON "withdrawals" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_state_idx" ON "withdrawals" USING btree ("state","created_at");