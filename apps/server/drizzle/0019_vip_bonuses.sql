CREATE TABLE "vip_bonus_runs" (
	"bonus_type" integer NOT NULL,
	"period_key" text NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"ran_by" text NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_bonus_runs_bonus_type_period_key_pk" PRIMARY KEY("bonus_type","period_key")
);
--> statement-breakpoint
CREATE TABLE "vip_bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"vip_level" integer NOT NULL,
	"bonus_type" integer NOT NULL,
	"period_key" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "vip_bonuses_bonus_type_check" CHECK ("vip_bonuses"."bonus_type" in (1, 2, 3)),
	CONSTRAINT "vip_bonuses_status_check" CHECK ("vip_bonuses"."status" in (0, 1)),
	CONSTRAINT "vip_bonuses_amount_positive" CHECK ("vip_bonuses"."amount_fen" > 0),
	CONSTRAINT "vip_bonuses_claimed_at" CHECK (("vip_bonuses"."status" = 1) = ("vip_bonuses"."claimed_at" is not null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "vip_bonuses_member_period_key" ON "vip_bonuses" USING btree ("member_id","bonus_type","period_key");--> statement-breakpoint
CREATE INDEX "vip_bonuses_member_idx" ON "vip_bonuses" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "vip_bonuses_created_idx" ON "vip_bonuses" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "vip_bonuses_type_period_idx" ON "vip_bonuses" USING btree ("bonus_type","period_key","id");--> statement-breakpoint
CREATE INDEX "vip_bonuses_status_created_idx" ON "vip_bonuses" USING btree ("status","created_at","id");