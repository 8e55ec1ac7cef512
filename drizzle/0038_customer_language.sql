ALTER TABLE "customers" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "dealer_settings" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "signatures" ADD COLUMN "language" text;