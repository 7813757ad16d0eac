-- A booking's history (docs/product.md#bookings, the booking page): every status it takes is written here by
-- the database itself, whichever path changes it (the host, the guest, the expiry job, a payment's end).
CREATE FUNCTION booking_status_recorded() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO booking_status_changes (booking_id, status, changed_at) VALUES (NEW.id, NEW.status, NEW.created_at);
  ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO booking_status_changes (booking_id, status) VALUES (NEW.id, NEW.status);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER bookings_status_recorded AFTER INSERT OR UPDATE OF status ON bookings
  FOR EACH ROW EXECUTE FUNCTION booking_status_recorded();--> statement-breakpoint
-- Bookings made before the history: their request, and where it has moved since, their last change.
INSERT INTO booking_status_changes (booking_id, status, changed_at)
  SELECT id, 'pending', created_at FROM bookings;--> statement-breakpoint
INSERT INTO booking_status_changes (booking_id, status, changed_at)
  SELECT id, status, updated_at FROM bookings WHERE status <> 'pending';
