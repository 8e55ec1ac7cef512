CREATE TABLE "demo_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"website_domain" text,
	"preferred_call_date" text NOT NULL,
	"preferred_call_time" text NOT NULL,
	"notes" text,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "demo_requests_created_at_index" ON "demo_requests" USING btree ("created_at");