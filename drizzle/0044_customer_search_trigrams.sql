-- pg_trgm ships with PostgreSQL (contrib, a trusted extension) and with PGlite (loaded by db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "customers_name_email_trgm_idx" ON "customers" USING gin (("name" || chr(1) || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_contact_trgm_idx" ON "customers" USING gin (("name" || chr(1) || "email" || chr(1) || "phone" || chr(1) || "postcode" || chr(1) || coalesce("vehicle_registration", '')) gin_trgm_ops);