-- Changes to accounts and their sessions, announced on 'ikaze_changes' at commit so that every API process can
-- keep who is behind a session cookie between requests (docs/decisions/0012-session-users.md):
--   'users:<id>,<id>,…'  these accounts, or their sessions, changed (a sign-out, a deactivation, a new role);
--   'users:*'            too many to name, or a TRUNCATE: every account may have changed.
-- Statement triggers with transition tables: one notification per statement, whatever the rows.
CREATE FUNCTION notify_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    ids := '*';
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    SELECT string_agg(DISTINCT user_id::text, ',') INTO ids FROM changed;
  ELSE
    SELECT string_agg(DISTINCT id::text, ',') INTO ids FROM changed;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  -- A notification's payload must stay under 8000 bytes.
  IF length(ids) > 7000 THEN
    ids := '*';
  END IF;
  PERFORM pg_notify('ikaze_changes', 'users:' || ids);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_update_notify_accounts AFTER UPDATE ON users
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_users_changed();--> statement-breakpoint
CREATE TRIGGER users_delete_notify_accounts AFTER DELETE ON users
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_users_changed();--> statement-breakpoint
CREATE TRIGGER users_truncate_notify_accounts AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_users_changed();--> statement-breakpoint
CREATE TRIGGER sessions_update_notify_accounts AFTER UPDATE ON sessions
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_users_changed();--> statement-breakpoint
CREATE TRIGGER sessions_delete_notify_accounts AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_users_changed();--> statement-breakpoint
CREATE TRIGGER sessions_truncate_notify_accounts AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_users_changed();
