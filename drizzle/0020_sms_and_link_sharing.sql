ALTER TYPE "public"."signing_event_type" ADD VALUE 'texted';--> statement-breakpoint
ALTER TYPE "public"."signing_event_type" ADD VALUE 'text_failed';--> statement-breakpoint
ALTER TYPE "public"."signing_event_type" ADD VALUE 'link_shared';--> statement-breakpoint
CREATE TABLE "sms_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text,
	"signing_request_id" uuid,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"body_sealed" text NOT NULL,
	"status" "mail_delivery_status" DEFAULT 'retrying' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_delivery_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"ok" boolean NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dealer_settings" ADD COLUMN "default_channels" text[] DEFAULT '{email}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_deliveries" ADD CONSTRAINT "sms_deliveries_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_deliveries" ADD CONSTRAINT "sms_deliveries_signing_request_id_signing_requests_id_fk" FOREIGN KEY ("signing_request_id") REFERENCES "public"."signing_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_delivery_attempts" ADD CONSTRAINT "sms_delivery_attempts_delivery_id_sms_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."sms_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_deliveries_request_idx" ON "sms_deliveries" USING btree ("signing_request_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_delivery_attempts_delivery_id_attempt_index" ON "sms_delivery_attempts" USING btree ("delivery_id","attempt");