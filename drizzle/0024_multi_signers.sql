-- Requests with several signers (issue 31): request_signers, one signature per document per signer, the order.
CREATE TYPE "public"."signer_role" AS ENUM('customer', 'guarantor', 'dealer');--> statement-breakpoint
CREATE TYPE "public"."signing_order" AS ENUM('parallel', 'sequential');--> statement-breakpoint
ALTER TYPE "public"."signing_event_type" ADD VALUE 'declined';--> statement-breakpoint
ALTER TYPE "public"."signing_event_type" ADD VALUE 'signer_finished';--> statement-breakpoint
ALTER TYPE "public"."signing_request_status" ADD VALUE 'declined';--> statement-breakpoint
CREATE TABLE "request_signers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"slot" text NOT NULL,
	"role" "signer_role" NOT NULL,
	"customer_id" uuid,
	"member_id" text,
	"token_hash" text,
	"token_sealed" text,
	"channels" jsonb DEFAULT '["email"]'::jsonb NOT NULL,
	"sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	CONSTRAINT "request_signers_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "signatures" ADD COLUMN "signer_slot" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "signatures" DROP CONSTRAINT "signatures_request_id_document_id_pk";--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_request_id_document_id_signer_slot_pk" PRIMARY KEY("request_id","document_id","signer_slot");--> statement-breakpoint
ALTER TABLE "signing_requests" ADD COLUMN "signing_order" "signing_order" DEFAULT 'parallel' NOT NULL;--> statement-breakpoint
ALTER TABLE "request_signers" ADD CONSTRAINT "request_signers_request_id_signing_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signing_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_signers" ADD CONSTRAINT "request_signers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_signers" ADD CONSTRAINT "request_signers_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "request_signers_request_id_slot_index" ON "request_signers" USING btree ("request_id","slot");--> statement-breakpoint
CREATE INDEX "request_signers_customer_id_index" ON "request_signers" USING btree ("customer_id");;--> statement-breakpoint
CREATE TRIGGER request_signers_inserted_notify AFTER INSERT ON request_signers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_request_dealer_data('requests');--> statement-breakpoint
CREATE TRIGGER request_signers_updated_notify AFTER UPDATE ON request_signers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_request_dealer_data('requests');--> statement-breakpoint
CREATE TRIGGER request_signers_deleted_notify AFTER DELETE ON request_signers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_request_dealer_data('requests');
