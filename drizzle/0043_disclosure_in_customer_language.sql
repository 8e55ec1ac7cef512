ALTER TABLE "deal_acknowledgements" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_acknowledgements" ADD COLUMN "shown_statement" text;