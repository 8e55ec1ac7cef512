DROP INDEX "signing_requests_customer_idx";--> statement-breakpoint
CREATE INDEX "signing_requests_customer_created_idx" ON "signing_requests" USING btree ("customer_id","created_at");