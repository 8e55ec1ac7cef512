-- Every change to what a dealer's lists and counters show, whoever makes it (the dealer, the customer
-- signing, a job, an administrator, a restore), tells every app instance which dealer changed:
-- NOTIFY dealer_data '<dealer id>', sent when the transaction commits. Instances drop the answers they keep
-- for that dealer (src/server/lib/dealer-answers.ts). A statement that touches over 100 dealers sends '*'.
-- Watched: customers, documents, signing_requests, their documents (which name the request, not the
-- dealer) and mail_deliveries (whose dealer may be null).
CREATE FUNCTION notify_dealers(dealer_ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(dealer_ids) > 100 THEN
    PERFORM pg_notify('dealer_data', '*');
  ELSE
    PERFORM pg_notify('dealer_data', d) FROM unnest(dealer_ids) d;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION notify_dealer_data() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM notify_dealers(array(SELECT DISTINCT dealer_id FROM old_rows WHERE dealer_id IS NOT NULL));
  ELSE
    PERFORM notify_dealers(array(SELECT DISTINCT dealer_id FROM new_rows WHERE dealer_id IS NOT NULL));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION notify_request_dealer_data() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM notify_dealers(array(SELECT DISTINCT r.dealer_id FROM old_rows o
      JOIN signing_requests r ON r.id = o.request_id));
  ELSE
    PERFORM notify_dealers(array(SELECT DISTINCT r.dealer_id FROM new_rows n
      JOIN signing_requests r ON r.id = n.request_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER signing_request_documents_inserted_notify AFTER INSERT ON signing_request_documents REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_request_dealer_data();
--> statement-breakpoint
CREATE TRIGGER signing_request_documents_updated_notify AFTER UPDATE ON signing_request_documents REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_request_dealer_data();
--> statement-breakpoint
CREATE TRIGGER signing_request_documents_deleted_notify AFTER DELETE ON signing_request_documents REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_request_dealer_data();
--> statement-breakpoint
CREATE TRIGGER mail_deliveries_inserted_notify AFTER INSERT ON mail_deliveries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data();
--> statement-breakpoint
CREATE TRIGGER mail_deliveries_updated_notify AFTER UPDATE ON mail_deliveries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data();
--> statement-breakpoint
CREATE TRIGGER mail_deliveries_deleted_notify AFTER DELETE ON mail_deliveries REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data();
--> statement-breakpoint
CREATE TRIGGER customers_inserted_notify AFTER INSERT ON customers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data();
--> statement-breakpoint
CREATE TRIGGER customers_updated_notify AFTER UPDATE ON customers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data();
--> statement-breakpoint
CREATE TRIGGER customers_deleted_notify AFTER DELETE ON customers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data();
--> statement-breakpoint
CREATE TRIGGER documents_inserted_notify AFTER INSERT ON documents REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data();
--> statement-breakpoint
CREATE TRIGGER documents_updated_notify AFTER UPDATE ON documents REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data();
--> statement-breakpoint
CREATE TRIGGER documents_deleted_notify AFTER DELETE ON documents REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data();
--> statement-breakpoint
CREATE TRIGGER signing_requests_inserted_notify AFTER INSERT ON signing_requests REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data();
--> statement-breakpoint
CREATE TRIGGER signing_requests_updated_notify AFTER UPDATE ON signing_requests REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data();
--> statement-breakpoint
CREATE TRIGGER signing_requests_deleted_notify AFTER DELETE ON signing_requests REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data();
