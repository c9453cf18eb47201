CREATE TABLE "rebate_accruals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"platname" text NOT NULL,
	"bet_id" text NOT NULL,
	"member_id" bigint NOT NULL,
	"category" text NOT NULL,
	"percent" numeric(6, 2) NOT NULL,
	"valid_bet_fen" bigint DEFAULT 0 NOT NULL,
	"bet_state" integer NOT NULL,
	"accrued_fen" bigint DEFAULT 0 NOT NULL,
	"rebate_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_accruals_not_negative" CHECK ("rebate_accruals"."accrued_fen" >= 0 and "rebate_accruals"."valid_bet_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rebate_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	"row_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_claims_amount_positive" CHECK ("rebate_claims"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "rebates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"platname" text NOT NULL,
	"money_fen" bigint DEFAULT 0 NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"claim_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "rebates_state_check" CHECK ("rebates"."state" in (0, 1)),
	CONSTRAINT "rebates_claim_matches_state" CHECK (("rebates"."state" = 0 and "rebates"."claim_id" is null and "rebates"."claimed_at" is null) or ("rebates"."state" = 1 and "rebates"."claim_id" is not null and "rebates"."claimed_at" is not null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_accruals_bet_key" ON "rebate_accruals" USING btree ("platname","bet_id");--> statement-breakpoint
CREATE INDEX "rebate_accruals_rebate_idx" ON "rebate_accruals" USING btree ("rebate_id");--> statement-breakpoint
CREATE INDEX "rebate_claims_member_idx" ON "rebate_claims" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "rebate_claims_time_idx" ON "rebate_claims" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "rebates_unclaimed_key" ON "rebates" USING btree ("member_id","platname","day") WHERE "rebates"."state" = 0;--> statement-breakpoint
CREATE INDEX "rebates_member_day_idx" ON "rebates" USING btree ("member_id","day","id");--> statement-breakpoint
CREATE INDEX "rebates_member_platform_day_idx" ON "rebates" USING btree ("member_id","platname","day","id");--> statement-breakpoint
CREATE INDEX "rebates_day_idx" ON "rebates" USING btree ("day","id");--> statement-breakpoint
CREATE INDEX "rebates_platform_day_idx" ON "rebates" USING btree ("platname","day","id");--> statement-breakpoint
CREATE INDEX "rebates_state_day_idx" ON "rebates" USING btree ("state","day","id");--> statement-breakpoint
CREATE INDEX "rebates_claim_idx" ON "rebates" USING btree ("claim_id") WHERE "rebates"."claim_id" is not null;