DROP INDEX "signing_request_documents_document_id_index";--> statement-breakpoint
CREATE INDEX "customers_dealer_idx" ON "customers" USING btree ("dealer_id");--> statement-breakpoint
CREATE INDEX "documents_dealer_idx" ON "documents" USING btree ("dealer_id");--> statement-breakpoint
CREATE INDEX "signing_request_documents_document_title_idx" ON "signing_request_documents" USING btree ("document_id","title","request_id");