CREATE TABLE "daily_promotion_costs" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"payout_count" bigint DEFAULT 0 NOT NULL,
	"paid_fen" bigint DEFAULT 0 NOT NULL,
	"reversed_fen" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_promotion_costs_day_kind_pk" PRIMARY KEY("day","kind")
);
--> statement-breakpoint
CREATE INDEX "fast3_bets_draw_member_idx" ON "fast3_bets" USING btree ("draw_id","member_id","id");