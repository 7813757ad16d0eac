-- Changes that alter what a search answers, announced on the channel 'ikaze_changes' at commit
-- (docs/decisions/0011-search-answers.md). Every API process listens and forgets the search answers they touch:
--   'nights:<first>:<last>'  rooms held or given back on those nights (bookings, cancellations);
--   'listings'               a property, room type or host's activity changed (listing, review, approval).
-- Triggers rather than calls in the code, so that every writer (the API, seeds, SQL by hand) is heard; NOTIFY is
-- delivered only if the transaction commits, and identical ones in a transaction are sent once.
CREATE FUNCTION notify_nights_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  first_night date;
  last_night date;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT min(night), max(night) INTO first_night, last_night FROM changed_old;
  ELSE
    SELECT min(night), max(night) INTO first_night, last_night FROM changed_new;
  END IF;
  IF first_night IS NOT NULL THEN
    PERFORM pg_notify('ikaze_changes', 'nights:' || first_night || ':' || last_night);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER room_nights_insert_notify AFTER INSERT ON room_nights
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION notify_nights_changed();--> statement-breakpoint
CREATE TRIGGER room_nights_update_notify AFTER UPDATE ON room_nights
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION notify_nights_changed();--> statement-breakpoint
CREATE TRIGGER room_nights_delete_notify AFTER DELETE ON room_nights
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION notify_nights_changed();--> statement-breakpoint
CREATE FUNCTION notify_listings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ikaze_changes', 'listings');
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Row triggers, so that a statement that changes no row says nothing (NOTIFY sends a repeated payload once).
CREATE TRIGGER properties_notify AFTER INSERT OR UPDATE OR DELETE ON properties
  FOR EACH ROW EXECUTE FUNCTION notify_listings_changed();--> statement-breakpoint
CREATE TRIGGER properties_truncate_notify AFTER TRUNCATE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION notify_listings_changed();--> statement-breakpoint
CREATE TRIGGER room_types_notify AFTER INSERT OR UPDATE OR DELETE ON room_types
  FOR EACH ROW EXECUTE FUNCTION notify_listings_changed();--> statement-breakpoint
CREATE TRIGGER room_types_truncate_notify AFTER TRUNCATE ON room_types
  FOR EACH STATEMENT EXECUTE FUNCTION notify_listings_changed();--> statement-breakpoint
CREATE TRIGGER users_notify AFTER UPDATE OF is_active OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_listings_changed();--> statement-breakpoint
CREATE TRIGGER users_truncate_notify AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_listings_changed();
