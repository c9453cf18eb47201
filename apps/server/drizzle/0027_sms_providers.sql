CREATE TABLE "sms_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"purpose" text NOT NULL,
	"provider_id" integer,
	"provider_kind" text NOT NULL,
	"provider_name" text NOT NULL,
	"status" text NOT NULL,
	"provider_message_id" text DEFAULT '' NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"test" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_deliveries_status_check" CHECK ("sms_deliveries"."status" in ('sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sms_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"access_key_id" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"secret_last4" text NOT NULL,
	"sign_name" text NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"templates" jsonb NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_providers_kind_check" CHECK ("sms_providers"."kind" in ('aliyun', 'tencent'))
);
--> statement-breakpoint
CREATE INDEX "sms_deliveries_created_idx" ON "sms_deliveries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sms_deliveries_mobile_idx" ON "sms_deliveries" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "sms_deliveries_status_idx" ON "sms_deliveries" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_providers_one_active_key" ON "sms_providers" USING btree ("active") WHERE "sms_providers"."active";