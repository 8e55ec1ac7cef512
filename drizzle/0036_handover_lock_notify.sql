-- A handover's start and end change what a session may do (the dealer app answers 423 while its device is
-- with a customer): every instance forgets its kept sessions at once, as a sign-out makes them.
CREATE TRIGGER handovers_notify AFTER INSERT OR UPDATE ON handovers FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_revoked();
