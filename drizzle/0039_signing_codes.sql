ALTER TYPE "public"."signing_event_type" ADD VALUE 'code_sent';--> statement-breakpoint
ALTER TYPE "public"."signing_event_type" ADD VALUE 'code_verified';--> statement-breakpoint
ALTER TYPE "public"."signing_event_type" ADD VALUE 'code_locked';--> statement-breakpoint
CREATE TABLE "signing_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"signer_slot" text NOT NULL,
	"code_hash" text NOT NULL,
	"channel" text NOT NULL,
	"sent_to" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"locked_at" timestamp with time zone,
	"key_hash" text
);
--> statement-breakpoint
ALTER TABLE "dealer_settings" ADD COLUMN "signing_code" text;--> statement-breakpoint
ALTER TABLE "signing_codes" ADD CONSTRAINT "signing_codes_request_id_signing_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signing_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signing_codes_signer_idx" ON "signing_codes" USING btree ("request_id","signer_slot","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "signing_codes_key_idx" ON "signing_codes" USING btree ("key_hash");