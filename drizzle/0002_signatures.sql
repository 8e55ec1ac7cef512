CREATE TABLE "signatures" (
	"request_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"image" "bytea" NOT NULL,
	"page_number" integer NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signatures_request_id_document_id_pk" PRIMARY KEY("request_id","document_id")
);
--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_request_id_signing_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signing_requests"("id") ON DELETE cascade ON UPDATE no action;