CREATE TABLE "sealing_certificates" (
	"fingerprint" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"issuer" text NOT NULL,
	"key_kind" text NOT NULL,
	"self_signed" boolean NOT NULL,
	"not_before" timestamp with time zone NOT NULL,
	"not_after" timestamp with time zone NOT NULL,
	"chain_pem" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"current_from" timestamp with time zone,
	"retired_at" timestamp with time zone,
	"is_current" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signing_request_documents" ADD COLUMN "sealed_with" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sealing_certificates_one_current_idx" ON "sealing_certificates" USING btree ("is_current") WHERE "sealing_certificates"."is_current";