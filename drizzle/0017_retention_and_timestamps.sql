ALTER TYPE "public"."signing_event_type" ADD VALUE 'timestamp_unavailable';--> statement-breakpoint
CREATE TABLE "customer_erasures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"erased_by" text NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed" jsonb NOT NULL,
	"kept" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_holds" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"placed_by" text NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_erasures" ADD CONSTRAINT "customer_erasures_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_holds" ADD CONSTRAINT "legal_holds_request_id_signing_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signing_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_erasures_dealer_id_customer_id_index" ON "customer_erasures" USING btree ("dealer_id","customer_id");