ALTER TABLE "signing_request_documents" ADD COLUMN "sealed_key" text;--> statement-breakpoint
ALTER TABLE "signing_request_documents" ADD COLUMN "signed_sha256" text;--> statement-breakpoint
ALTER TABLE "signing_request_documents" ADD COLUMN "sealed_sha256" text;--> statement-breakpoint
ALTER TABLE "signing_requests" ADD COLUMN "sealing_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signing_requests" ADD COLUMN "sealed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "signing_requests_unsealed_idx" ON "signing_requests" USING btree ("completed_at") WHERE "signing_requests"."status" = 'completed' and "signing_requests"."sealed_at" is null;