CREATE TYPE "public"."signing_event_type" AS ENUM('created', 'mailed', 'mail_failed', 'opened', 'viewed', 'signed', 'submitted', 'sealed', 'copy_mailed', 'cancelled');--> statement-breakpoint
CREATE TABLE "signing_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"type" "signing_event_type" NOT NULL,
	"document_id" uuid,
	"ip_address" text,
	"user_agent" text,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_request_documents" (
	"request_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"document_type" text NOT NULL,
	"pdf_key" text NOT NULL,
	"sha256" text NOT NULL,
	"page_count" integer NOT NULL,
	"signature_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "signing_request_documents_request_id_document_id_pk" PRIMARY KEY("request_id","document_id")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "pdf_sha256" text;--> statement-breakpoint
ALTER TABLE "signing_requests" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "signing_requests" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signing_requests" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signing_events" ADD CONSTRAINT "signing_events_request_id_signing_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signing_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_request_documents" ADD CONSTRAINT "signing_request_documents_request_id_signing_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signing_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_request_documents" ADD CONSTRAINT "signing_request_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signing_events_request_id_created_at_index" ON "signing_events" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "signing_request_documents_document_id_index" ON "signing_request_documents" USING btree ("document_id");--> statement-breakpoint
ALTER TABLE "signing_requests" ADD CONSTRAINT "signing_requests_tokenHash_unique" UNIQUE("token_hash");