CREATE TABLE "learnt_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"name" text NOT NULL,
	"document_type" text NOT NULL,
	"page_count" integer NOT NULL,
	"tokens" jsonb NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"places" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"promoted_at" timestamp with time zone,
	"uses" integer DEFAULT 0 NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "learnt_forms" ADD CONSTRAINT "learnt_forms_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learnt_forms_dealer_id_page_count_index" ON "learnt_forms" USING btree ("dealer_id","page_count");--> statement-breakpoint
CREATE INDEX "learnt_forms_promoted_idx" ON "learnt_forms" USING btree ("page_count") WHERE "learnt_forms"."promoted_at" is not null;