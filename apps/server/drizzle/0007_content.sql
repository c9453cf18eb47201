CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" integer DEFAULT 2 NOT NULL,
	"src" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_reads" (
	"notice_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_reads_notice_id_member_id_pk" PRIMARY KEY("notice_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"target_kind" text DEFAULT 'all' NOT NULL,
	"target_vip_level" integer,
	"target_member_id" bigint,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "notices_type_check" CHECK ("notices"."type" in (1, 2, 3, 4)),
	CONSTRAINT "notices_target_check" CHECK ("notices"."target_kind" in ('all', 'vip', 'agents', 'member'))
);
--> statement-breakpoint
CREATE TABLE "service_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"img" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"download_url" text DEFAULT '' NOT NULL,
	"download_describe" text DEFAULT '' NOT NULL,
	"is_top" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notices_published_idx" ON "notices" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "notices_member_idx" ON "notices" USING btree ("target_member_id");