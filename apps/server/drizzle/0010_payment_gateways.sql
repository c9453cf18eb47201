CREATE TABLE "payment_gateways" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"merchant_id" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"secret_last4" text NOT NULL,
	"cashier_url" text NOT NULL,
	"site_url" text NOT NULL,
	"notify_ips" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_gateways_kind_check" CHECK ("payment_gateways"."kind" in ('signed_redirect'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_gateways_code_key" ON "payment_gateways" USING btree ("code");