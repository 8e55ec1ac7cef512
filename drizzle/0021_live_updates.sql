-- Change notifications now say which kind of a dealer's data changed: NOTIFY dealer_data '<dealer id>:<kind>'
-- ('*:<kind>' when a statement touches over 100 dealers). Kinds: customers, documents, requests (a request,
-- its documents or its signing events: the customer opening, signing, submitting), mail, notifications,
-- settings, files, users (a dealer's account: name, status). Every kept answer (lib/fresh-cache.ts) and every
-- open event stream (GET /api/events) is told by these. The trigger's first argument names the kind.
CREATE OR REPLACE FUNCTION notify_dealers(dealer_ids text[], kind text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(dealer_ids) > 100 THEN
    PERFORM pg_notify('dealer_data', '*:' || kind);
  ELSE
    PERFORM pg_notify('dealer_data', d || ':' || kind) FROM unnest(dealer_ids) d;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_dealer_data() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM notify_dealers(array(SELECT DISTINCT dealer_id FROM old_rows WHERE dealer_id IS NOT NULL), TG_ARGV[0]);
  ELSE
    PERFORM notify_dealers(array(SELECT DISTINCT dealer_id FROM new_rows WHERE dealer_id IS NOT NULL), TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_request_dealer_data() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM notify_dealers(array(SELECT DISTINCT r.dealer_id FROM old_rows o
      JOIN signing_requests r ON r.id = o.request_id), TG_ARGV[0]);
  ELSE
    PERFORM notify_dealers(array(SELECT DISTINCT r.dealer_id FROM new_rows n
      JOIN signing_requests r ON r.id = n.request_id), TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A dealer is a user: the row's own id is the dealer id (an administrator's change is heard by no dealer).
CREATE FUNCTION notify_user_data() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM notify_dealers(array(SELECT DISTINCT id FROM old_rows), TG_ARGV[0]);
  ELSE
    PERFORM notify_dealers(array(SELECT DISTINCT id FROM new_rows), TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP FUNCTION notify_dealers(text[]);
--> statement-breakpoint
DROP TRIGGER customers_inserted_notify ON customers;
--> statement-breakpoint
CREATE TRIGGER customers_inserted_notify AFTER INSERT ON customers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data('customers');
--> statement-breakpoint
DROP TRIGGER customers_updated_notify ON customers;
--> statement-breakpoint
CREATE TRIGGER customers_updated_notify AFTER UPDATE ON customers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data('customers');
--> statement-breakpoint
DROP TRIGGER customers_deleted_notify ON customers;
--> statement-breakpoint
CREATE TRIGGER customers_deleted_notify AFTER DELETE ON customers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data('customers');
--> statement-breakpoint
DROP TRIGGER documents_inserted_notify ON documents;
--> statement-breakpoint
CREATE TRIGGER documents_inserted_notify AFTER INSERT ON documents REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data('documents');
--> statement-breakpoint
DROP TRIGGER documents_updated_notify ON documents;
--> statement-breakpoint
CREATE TRIGGER documents_updated_notify AFTER UPDATE ON documents REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data('documents');
--> statement-breakpoint
DROP TRIGGER documents_deleted_notify ON documents;
--> statement-breakpoint
CREATE TRIGGER documents_deleted_notify AFTER DELETE ON documents REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data('documents');
--> statement-breakpoint
DROP TRIGGER signing_requests_inserted_notify ON signing_requests;
--> statement-breakpoint
CREATE TRIGGER signing_requests_inserted_notify AFTER INSERT ON signing_requests REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data('requests');
--> statement-breakpoint
DROP TRIGGER signing_requests_updated_notify ON signing_requests;
--> statement-breakpoint
CREATE TRIGGER signing_requests_updated_notify AFTER UPDATE ON signing_requests REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data('requests');
--> statement-breakpoint
DROP TRIGGER signing_requests_deleted_notify ON signing_requests;
--> statement-breakpoint
CREATE TRIGGER signing_requests_deleted_notify AFTER DELETE ON signing_requests REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data('requests');
--> statement-breakpoint
DROP TRIGGER signing_request_documents_inserted_notify ON signing_request_documents;
--> statement-breakpoint
CREATE TRIGGER signing_request_documents_inserted_notify AFTER INSERT ON signing_request_documents REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_request_dealer_data('requests');
--> statement-breakpoint
DROP TRIGGER signing_request_documents_updated_notify ON signing_request_documents;
--> statement-breakpoint
CREATE TRIGGER signing_request_documents_updated_notify AFTER UPDATE ON signing_request_documents REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_request_dealer_data('requests');
--> statement-breakpoint
DROP TRIGGER signing_request_documents_deleted_notify ON signing_request_documents;
--> statement-breakpoint
CREATE TRIGGER signing_request_documents_deleted_notify AFTER DELETE ON signing_request_documents REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_request_dealer_data('requests');
--> statement-breakpoint
DROP TRIGGER mail_deliveries_inserted_notify ON mail_deliveries;
--> statement-breakpoint
CREATE TRIGGER mail_deliveries_inserted_notify AFTER INSERT ON mail_deliveries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data('mail');
--> statement-breakpoint
DROP TRIGGER mail_deliveries_updated_notify ON mail_deliveries;
--> statement-breakpoint
CREATE TRIGGER mail_deliveries_updated_notify AFTER UPDATE ON mail_deliveries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data('mail');
--> statement-breakpoint
DROP TRIGGER mail_deliveries_deleted_notify ON mail_deliveries;
--> statement-breakpoint
CREATE TRIGGER mail_deliveries_deleted_notify AFTER DELETE ON mail_deliveries REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data('mail');
--> statement-breakpoint
CREATE TRIGGER signing_events_inserted_notify AFTER INSERT ON signing_events REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_request_dealer_data('requests');
--> statement-breakpoint
CREATE TRIGGER signing_events_updated_notify AFTER UPDATE ON signing_events REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_request_dealer_data('requests');
--> statement-breakpoint
CREATE TRIGGER signing_events_deleted_notify AFTER DELETE ON signing_events REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_request_dealer_data('requests');
--> statement-breakpoint
CREATE TRIGGER notifications_inserted_notify AFTER INSERT ON notifications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data('notifications');
--> statement-breakpoint
CREATE TRIGGER notifications_updated_notify AFTER UPDATE ON notifications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data('notifications');
--> statement-breakpoint
CREATE TRIGGER notifications_deleted_notify AFTER DELETE ON notifications REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data('notifications');
--> statement-breakpoint
CREATE TRIGGER dealer_settings_inserted_notify AFTER INSERT ON dealer_settings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data('settings');
--> statement-breakpoint
CREATE TRIGGER dealer_settings_updated_notify AFTER UPDATE ON dealer_settings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data('settings');
--> statement-breakpoint
CREATE TRIGGER dealer_settings_deleted_notify AFTER DELETE ON dealer_settings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data('settings');
--> statement-breakpoint
CREATE TRIGGER dealer_files_inserted_notify AFTER INSERT ON dealer_files REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data('files');
--> statement-breakpoint
CREATE TRIGGER dealer_files_updated_notify AFTER UPDATE ON dealer_files REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data('files');
--> statement-breakpoint
CREATE TRIGGER dealer_files_deleted_notify AFTER DELETE ON dealer_files REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dealer_data('files');
--> statement-breakpoint
CREATE TRIGGER users_inserted_notify AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_user_data('users');
--> statement-breakpoint
CREATE TRIGGER users_updated_notify AFTER UPDATE ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_user_data('users');
--> statement-breakpoint
CREATE TRIGGER users_deleted_notify AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_user_data('users');
--> statement-breakpoint
-- A session revocation (sign-out, suspension, password reset) reaches every instance's kept sessions at once.
CREATE FUNCTION notify_sessions_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dealer_data', '*:sessions');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER session_revocations_notify AFTER INSERT OR UPDATE ON session_revocations FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_revoked();
