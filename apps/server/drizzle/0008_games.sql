CREATE TABLE "fair_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"server_seed_enc" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"revealed_server_seed" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fast3_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"draw_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"bets" jsonb NOT NULL,
	"stake_fen" bigint NOT NULL,
	"payout_fen" bigint,
	"state" integer DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fast3_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"draw_no" text NOT NULL,
	"server_seed_enc" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"revealed_server_seed" text,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"result" jsonb,
	"state" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"game_img" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_type_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"kind" text NOT NULL,
	"game_id" integer,
	"category_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"game_img" text DEFAULT '' NOT NULL,
	"desc_mark" text DEFAULT '' NOT NULL,
	"mark_color" text DEFAULT '' NOT NULL,
	"desc_num" text DEFAULT '' NOT NULL,
	"desc_unit" text DEFAULT '' NOT NULL,
	"betrayal" text DEFAULT '' NOT NULL,
	"home_desc" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"game_img" text DEFAULT '' NOT NULL,
	"show_type" integer DEFAULT 1 NOT NULL,
	"game_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"platname" text NOT NULL,
	"game_code" text NOT NULL,
	"supplier" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"game_img" text DEFAULT '' NOT NULL,
	"category_code" text NOT NULL,
	"desc_mark" text DEFAULT '' NOT NULL,
	"mark_color" text DEFAULT '' NOT NULL,
	"app_state" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hot_section_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"section_title" text DEFAULT '' NOT NULL,
	"game_id" integer NOT NULL,
	"home_desc" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "house_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"game" text NOT NULL,
	"seed_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"bets" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"stake_fen" bigint NOT NULL,
	"payout_fen" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "fair_seeds_member_idx" ON "fair_seeds" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fair_seeds_one_active_key" ON "fair_seeds" USING btree ("member_id") WHERE "fair_seeds"."active";--> statement-breakpoint
CREATE INDEX "fast3_bets_draw_idx" ON "fast3_bets" USING btree ("draw_id");--> statement-breakpoint
CREATE INDEX "fast3_bets_member_idx" ON "fast3_bets" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fast3_draws_draw_no_key" ON "fast3_draws" USING btree ("draw_no");--> statement-breakpoint
CREATE INDEX "fast3_draws_state_idx" ON "fast3_draws" USING btree ("state","draw_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_categories_code_key" ON "game_categories" USING btree ("code");--> statement-breakpoint
CREATE INDEX "game_type_entries_type_idx" ON "game_type_entries" USING btree ("type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "games_platform_code_key" ON "games" USING btree ("platname","game_code");--> statement-breakpoint
CREATE INDEX "games_category_idx" ON "games" USING btree ("category_code");--> statement-breakpoint
CREATE INDEX "hot_section_items_section_idx" ON "hot_section_items" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "house_rounds_member_idx" ON "house_rounds" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "house_rounds_seed_nonce_key" ON "house_rounds" USING btree ("seed_id","nonce");