CREATE TYPE "public"."dealer_plan" AS ENUM('basic', 'professional', 'enterprise');--> statement-breakpoint
CREATE TYPE "public"."member_role" AS ENUM('manager', 'sales');--> statement-breakpoint
ALTER TYPE "public"."user_role" ADD VALUE 'staff';--> statement-breakpoint
CREATE TABLE "dealer_member_sites" (
	"user_id" text NOT NULL,
	"site_id" uuid NOT NULL,
	CONSTRAINT "dealer_member_sites_user_id_site_id_pk" PRIMARY KEY("user_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "dealer_members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"dealer_id" text NOT NULL,
	"role" "member_role" NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_plans" (
	"dealer_id" text PRIMARY KEY NOT NULL,
	"plan" "dealer_plan" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"phone" text,
	"logo_key" text,
	"primary_color" text,
	"secondary_color" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "site_id" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "site_id" uuid;--> statement-breakpoint
ALTER TABLE "signing_requests" ADD COLUMN "site_id" uuid;--> statement-breakpoint
ALTER TABLE "dealer_member_sites" ADD CONSTRAINT "dealer_member_sites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_member_sites" ADD CONSTRAINT "dealer_member_sites_site_id_dealer_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."dealer_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_members" ADD CONSTRAINT "dealer_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_members" ADD CONSTRAINT "dealer_members_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_plans" ADD CONSTRAINT "dealer_plans_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_sites" ADD CONSTRAINT "dealer_sites_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealer_member_sites_site_id_index" ON "dealer_member_sites" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "dealer_members_dealer_id_index" ON "dealer_members" USING btree ("dealer_id");--> statement-breakpoint
CREATE INDEX "dealer_sites_dealer_id_index" ON "dealer_sites" USING btree ("dealer_id");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_site_id_dealer_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."dealer_sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_site_id_dealer_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."dealer_sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_requests" ADD CONSTRAINT "signing_requests_site_id_dealer_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."dealer_sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Issue 33. A dealership's id stays its owner's user id, so every existing dealer-owned row keeps its scope and
-- every existing single-login dealer is, with nothing written, the owner of a dealership of one. A change of
-- membership or role is a change of the dealership's 'users' (every instance forgets its kept sessions, so a
-- new role or a removal holds at once); plans and sites are its 'settings'.
CREATE TRIGGER dealer_members_inserted_notify AFTER INSERT ON dealer_members REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data('users');
--> statement-breakpoint
CREATE TRIGGER dealer_members_updated_notify AFTER UPDATE ON dealer_members REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data('users');
--> statement-breakpoint
CREATE TRIGGER dealer_members_deleted_notify AFTER DELETE ON dealer_members REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data('users');
--> statement-breakpoint
CREATE TRIGGER dealer_plans_inserted_notify AFTER INSERT ON dealer_plans REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data('settings');
--> statement-breakpoint
CREATE TRIGGER dealer_plans_updated_notify AFTER UPDATE ON dealer_plans REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data('settings');
--> statement-breakpoint
CREATE TRIGGER dealer_sites_inserted_notify AFTER INSERT ON dealer_sites REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data('settings');
--> statement-breakpoint
CREATE TRIGGER dealer_sites_updated_notify AFTER UPDATE ON dealer_sites REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data('settings');
--> statement-breakpoint
CREATE TRIGGER dealer_sites_deleted_notify AFTER DELETE ON dealer_sites REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data('settings');
