CREATE TABLE "red_packet_budget_days" (
	"day" text PRIMARY KEY NOT NULL,
	"budget_fen" bigint NOT NULL,
	"spent_fen" bigint DEFAULT 0 NOT NULL,
	"grabs" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_packet_budget_days_spent_check" CHECK ("red_packet_budget_days"."spent_fen" >= 0 and "red_packet_budget_days"."spent_fen" <= "red_packet_budget_days"."budget_fen")
);
--> statement-breakpoint
CREATE TABLE "red_packet_grabs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"day" text NOT NULL,
	"seq" integer NOT NULL,
	"counted_fen" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_packet_grabs_seq_check" CHECK ("red_packet_grabs"."seq" >= 1),
	CONSTRAINT "red_packet_grabs_amount_positive" CHECK ("red_packet_grabs"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "red_packet_member_days" (
	"member_id" bigint NOT NULL,
	"day" text NOT NULL,
	"allowed" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"counted_fen" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_packet_member_days_pkey" PRIMARY KEY("member_id","day"),
	CONSTRAINT "red_packet_member_days_used_check" CHECK ("red_packet_member_days"."used" >= 0 and "red_packet_member_days"."used" <= "red_packet_member_days"."allowed")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "red_packet_grabs_member_day_seq_key" ON "red_packet_grabs" USING btree ("member_id","day","seq");--> statement-breakpoint
CREATE INDEX "red_packet_grabs_member_time_idx" ON "red_packet_grabs" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE INDEX "red_packet_grabs_time_idx" ON "red_packet_grabs" USING btree ("created_at","id");