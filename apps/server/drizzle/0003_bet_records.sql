CREATE TABLE "bet_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"platname" text NOT NULL,
	"bet_id" text NOT NULL,
	"member_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"game_name" text NOT NULL,
	"category" text NOT NULL,
	"stake_fen" bigint NOT NULL,
	"valid_bet_fen" bigint DEFAULT 0 NOT NULL,
	"win_loss_fen" bigint DEFAULT 0 NOT NULL,
	"state" integer NOT NULL,
	"bet_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bet_records_state_check" CHECK ("bet_records"."state" in (0, 1, 2)),
	CONSTRAINT "bet_records_stake_not_negative" CHECK ("bet_records"."stake_fen" >= 0 and "bet_records"."valid_bet_fen" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bet_records_platform_bet_key" ON "bet_records" USING btree ("platname","bet_id");--> statement-breakpoint
CREATE INDEX "bet_records_member_idx" ON "bet_records" USING btree ("member_id","bet_at");