CREATE TABLE "deal_acknowledgements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"signer_slot" text DEFAULT 'customer' NOT NULL,
	"statement" text NOT NULL,
	"opened_ms" integer NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_customers" (
	"deal_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"role" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "deal_customers_deal_id_customer_id_pk" PRIMARY KEY("deal_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "deal_documents" (
	"deal_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"step" text NOT NULL,
	"position" integer NOT NULL,
	"generated_disclosure" boolean DEFAULT false NOT NULL,
	"request_id" uuid,
	CONSTRAINT "deal_documents_deal_id_document_id_pk" PRIMARY KEY("deal_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "dealer_lenders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"name" text NOT NULL,
	"tie" text DEFAULT 'none' NOT NULL,
	"tie_details" text,
	"commission_basis" text DEFAULT 'fixed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"reference" text,
	"registration" text,
	"vin" text,
	"price_pence" integer,
	"part_exchange" jsonb,
	"lender_id" uuid,
	"commission_pence" integer,
	"amount_of_credit_pence" integer,
	"total_charge_for_credit_pence" integer,
	"state" text DEFAULT 'drafted' NOT NULL,
	"sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deal_acknowledgements" ADD CONSTRAINT "deal_acknowledgements_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_acknowledgements" ADD CONSTRAINT "deal_acknowledgements_request_id_signing_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signing_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_customers" ADD CONSTRAINT "deal_customers_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_customers" ADD CONSTRAINT "deal_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_documents" ADD CONSTRAINT "deal_documents_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_documents" ADD CONSTRAINT "deal_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_documents" ADD CONSTRAINT "deal_documents_request_id_signing_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signing_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_lenders" ADD CONSTRAINT "dealer_lenders_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_lender_id_dealer_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."dealer_lenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deal_acknowledgements_request_id_signer_slot_index" ON "deal_acknowledgements" USING btree ("request_id","signer_slot");--> statement-breakpoint
CREATE INDEX "deal_customers_customer_id_index" ON "deal_customers" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "deal_documents_request_id_index" ON "deal_documents" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "dealer_lenders_dealer_id_index" ON "dealer_lenders" USING btree ("dealer_id");--> statement-breakpoint
CREATE INDEX "deals_dealer_created_idx" ON "deals" USING btree ("dealer_id","created_at","id");