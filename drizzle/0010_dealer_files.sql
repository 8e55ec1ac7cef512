CREATE TABLE "dealer_file_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"dealer_id" text NOT NULL,
	"kind" text NOT NULL,
	"actor_user_id" text,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"format" text NOT NULL,
	"customer_id" uuid,
	"customer_name" text,
	"vehicle_registration" text,
	"notes" text,
	"file_size" bigint NOT NULL,
	"duration" double precision,
	"width" integer,
	"height" integer,
	"storage_key" text NOT NULL,
	"wrapped_key" text NOT NULL,
	"nonce_prefix" "bytea" NOT NULL,
	"is_password_protected" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"password_wrap" text,
	"failed_password_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dealer_files" ADD CONSTRAINT "dealer_files_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_files" ADD CONSTRAINT "dealer_files_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealer_file_events_file_idx" ON "dealer_file_events" USING btree ("file_id","created_at");--> statement-breakpoint
CREATE INDEX "dealer_files_dealer_uploaded_idx" ON "dealer_files" USING btree ("dealer_id","uploaded_at");