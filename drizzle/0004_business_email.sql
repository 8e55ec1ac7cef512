CREATE TYPE "public"."mail_delivery_status" AS ENUM('sending', 'sent', 'retrying', 'failed');--> statement-breakpoint
CREATE TABLE "mail_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text,
	"signing_request_id" uuid,
	"template" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"message_sealed" text NOT NULL,
	"status" "mail_delivery_status" DEFAULT 'sending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"transport" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_delivery_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"ok" boolean NOT NULL,
	"transport" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dealer_settings" ADD COLUMN "smtp_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dealer_settings" ADD COLUMN "smtp_host" text;--> statement-breakpoint
ALTER TABLE "dealer_settings" ADD COLUMN "smtp_port" integer;--> statement-breakpoint
ALTER TABLE "dealer_settings" ADD COLUMN "smtp_secure" boolean;--> statement-breakpoint
ALTER TABLE "dealer_settings" ADD COLUMN "smtp_user" text;--> statement-breakpoint
ALTER TABLE "dealer_settings" ADD COLUMN "smtp_password_sealed" text;--> statement-breakpoint
ALTER TABLE "dealer_settings" ADD COLUMN "smtp_from_email" text;--> statement-breakpoint
ALTER TABLE "signing_requests" ADD COLUMN "token_sealed" text;--> statement-breakpoint
ALTER TABLE "mail_deliveries" ADD CONSTRAINT "mail_deliveries_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_deliveries" ADD CONSTRAINT "mail_deliveries_signing_request_id_signing_requests_id_fk" FOREIGN KEY ("signing_request_id") REFERENCES "public"."signing_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_delivery_attempts" ADD CONSTRAINT "mail_delivery_attempts_delivery_id_mail_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."mail_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_deliveries_request_idx" ON "mail_deliveries" USING btree ("signing_request_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_deliveries_dealer_idx" ON "mail_deliveries" USING btree ("dealer_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_delivery_attempts_delivery_id_attempt_index" ON "mail_delivery_attempts" USING btree ("delivery_id","attempt");