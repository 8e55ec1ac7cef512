ALTER TABLE "notifications" DROP CONSTRAINT "notifications_signing_request_id_signing_requests_id_fk";
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_signing_request_id_signing_requests_id_fk" FOREIGN KEY ("signing_request_id") REFERENCES "public"."signing_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A customer's notice whose request was deleted before this change: its words still name the customer.
DELETE FROM "notifications" WHERE "signing_request_id" IS NULL AND "type" IN ('customer_started', 'customer_completed');
