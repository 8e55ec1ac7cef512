DROP INDEX "customers_dealer_live_idx";--> statement-breakpoint
DROP INDEX "documents_dealer_live_idx";--> statement-breakpoint
DROP INDEX "signing_requests_dealer_created_idx";--> statement-breakpoint
CREATE INDEX "customers_dealer_live_idx" ON "customers" USING btree ("dealer_id","created_at","id") WHERE "customers"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "documents_dealer_live_idx" ON "documents" USING btree ("dealer_id","uploaded_at","id") WHERE "documents"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "signing_requests_dealer_created_idx" ON "signing_requests" USING btree ("dealer_id","created_at","id");