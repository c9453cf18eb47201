CREATE TABLE "member_logins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"succeeded" integer NOT NULL,
	"method" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"mobile" text,
	"mobile_verified_at" timestamp with time zone,
	"email" text,
	"realname" text DEFAULT '' NOT NULL,
	"birthday" text,
	"avatar" text,
	"password_hash" text NOT NULL,
	"pay_password_hash" text,
	"vip_level" integer DEFAULT 0 NOT NULL,
	"paysum_fen" bigint DEFAULT 0 NOT NULL,
	"transfer_status" integer DEFAULT 0 NOT NULL,
	"is_agent" integer DEFAULT 0 NOT NULL,
	"referrer_id" bigint,
	"status" text DEFAULT 'active' NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"login_locked_until" timestamp with time zone,
	"failed_pay_password_count" integer DEFAULT 0 NOT NULL,
	"pay_password_locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"last_login_ip" text,
	"previous_login_at" timestamp with time zone,
	"previous_login_ip" text,
	"register_ip" text,
	"adult_confirmed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_status_check" CHECK ("members"."status" in ('active', 'frozen')),
	CONSTRAINT "members_transfer_status_check" CHECK ("members"."transfer_status" in (0, 1)),
	CONSTRAINT "members_paysum_not_negative" CHECK ("members"."paysum_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"level" integer NOT NULL,
	"name" text NOT NULL,
	"badge" text NOT NULL,
	"recharge_fen" bigint DEFAULT 0 NOT NULL,
	"flow_fen" bigint DEFAULT 0 NOT NULL,
	"promoted_bonus_fen" bigint DEFAULT 0 NOT NULL,
	"week_bonus_fen" bigint DEFAULT 0 NOT NULL,
	"month_bonus_fen" bigint DEFAULT 0 NOT NULL,
	"week_deposit_fen" bigint DEFAULT 0 NOT NULL,
	"week_bet_fen" bigint DEFAULT 0 NOT NULL,
	"month_deposit_fen" bigint DEFAULT 0 NOT NULL,
	"month_bet_fen" bigint DEFAULT 0 NOT NULL,
	"realperson" numeric(6, 2) DEFAULT '0' NOT NULL,
	"electron" numeric(6, 2) DEFAULT '0' NOT NULL,
	"joker" numeric(6, 2) DEFAULT '0' NOT NULL,
	"sport" numeric(6, 2) DEFAULT '0' NOT NULL,
	"lottery" numeric(6, 2) DEFAULT '0' NOT NULL,
	"e_sport" numeric(6, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"id" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"code_hash" text NOT NULL,
	"ip" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"content" text NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_logins" ADD CONSTRAINT "member_logins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_logins_member_idx" ON "member_logins" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_username_lower_key" ON "members" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_mobile_key" ON "members" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "members_referrer_idx" ON "members" USING btree ("referrer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_levels_level_key" ON "vip_levels" USING btree ("level");--> statement-breakpoint
CREATE INDEX "captchas_expires_idx" ON "captchas" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "sms_codes_mobile_idx" ON "sms_codes" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_ip_idx" ON "sms_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_created_idx" ON "sms_outbox" USING btree ("created_at");