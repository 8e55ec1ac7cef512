-- System Errors arrive on the administrators' screens as they happen: a stored error says NOTIFY dealer_data
-- '*:errors' (one per statement). Only administrators' event streams pass the 'errors' kind on
-- (features/events/event-streams.ts); a dealer's kept answers are not about errors and let it pass.
CREATE FUNCTION notify_system_errors() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dealer_data', '*:errors');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER system_errors_notify AFTER INSERT OR UPDATE ON system_errors FOR EACH STATEMENT EXECUTE FUNCTION notify_system_errors();
