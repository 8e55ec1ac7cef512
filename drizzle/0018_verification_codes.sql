ALTER TABLE "signing_request_documents" ADD COLUMN "verification_code" text;--> statement-breakpoint
CREATE INDEX "signing_request_documents_sealed_sha256_index" ON "signing_request_documents" USING btree ("sealed_sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "signing_request_documents_verification_code_index" ON "signing_request_documents" USING btree ("verification_code");