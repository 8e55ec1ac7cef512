CREATE TABLE "member_signatures" (
	"user_id" text PRIMARY KEY NOT NULL,
	"dealer_id" text NOT NULL,
	"image" "bytea" NOT NULL,
	"kind" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_signatures" ADD CONSTRAINT "member_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_signatures" ADD CONSTRAINT "member_signatures_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;