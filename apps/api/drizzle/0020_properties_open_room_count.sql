-- properties.open_room_count: the most rooms a room type of the property has among those without any stay rule
-- (minimum stay 1, no maximum, no booking window, no season with a minimum or maximum stay); null when none.
-- Such a room type fits every stay, so a property with open_room_count >= N rooms can be refused for a dated
-- search only by its nights: the search's total takes off only those, and the few properties whose every big
-- enough room type has a rule, instead of checking every property with some rule
-- (docs/decisions/0024-dated-search.md). Kept by the room type summary trigger (migration 0003),
-- which now also follows stay rules and seasons.
ALTER TABLE "properties" ADD COLUMN "open_room_count" integer;--> statement-breakpoint
CREATE OR REPLACE FUNCTION properties_refresh_room_summary(target integer) RETURNS void LANGUAGE sql AS $$
  UPDATE properties p
  SET first_discount = s.first_discount, lowest_price = s.lowest_price, max_room_count = s.max_room_count,
    open_room_count = s.open_room_count
  FROM (
    SELECT
      coalesce((SELECT rt.discount FROM room_types rt WHERE rt.property_id = target ORDER BY rt.id LIMIT 1), 0)
        AS first_discount,
      (SELECT min(rt.price) FROM room_types rt WHERE rt.property_id = target) AS lowest_price,
      (SELECT max(rt.room_count) FROM room_types rt WHERE rt.property_id = target) AS max_room_count,
      (SELECT max(rt.room_count) FROM room_types rt
        WHERE rt.property_id = target AND rt.min_stay <= 1 AND rt.max_stay IS NULL
          AND rt.booking_window_days IS NULL
          AND NOT EXISTS (SELECT 1 FROM room_type_seasons s
            WHERE s.room_type_id = rt.id AND (s.min_stay IS NOT NULL OR s.max_stay IS NOT NULL))
      ) AS open_room_count
  ) s
  WHERE p.id = target
    AND (p.first_discount, p.lowest_price, p.max_room_count, p.open_room_count)
      IS DISTINCT FROM (s.first_discount, s.lowest_price, s.max_room_count, s.open_room_count)
$$;--> statement-breakpoint
DROP TRIGGER room_types_property_summary ON room_types;--> statement-breakpoint
CREATE TRIGGER room_types_property_summary
  AFTER INSERT OR DELETE OR UPDATE OF property_id, price, discount, room_count, min_stay, max_stay, booking_window_days
  ON room_types
  FOR EACH ROW EXECUTE FUNCTION room_types_refresh_property_summary();--> statement-breakpoint
CREATE FUNCTION room_type_seasons_refresh_property_summary() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target integer;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT rt.property_id INTO target FROM room_types rt WHERE rt.id = OLD.room_type_id;
    IF target IS NOT NULL THEN PERFORM properties_refresh_room_summary(target); END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW IS DISTINCT FROM OLD) THEN
    SELECT rt.property_id INTO target FROM room_types rt WHERE rt.id = NEW.room_type_id;
    IF target IS NOT NULL THEN PERFORM properties_refresh_room_summary(target); END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER room_type_seasons_property_summary
  AFTER INSERT OR DELETE OR UPDATE OF room_type_id, min_stay, max_stay ON room_type_seasons
  FOR EACH ROW EXECUTE FUNCTION room_type_seasons_refresh_property_summary();--> statement-breakpoint
UPDATE properties p
SET open_room_count = (SELECT max(rt.room_count) FROM room_types rt
  WHERE rt.property_id = p.id AND rt.min_stay <= 1 AND rt.max_stay IS NULL AND rt.booking_window_days IS NULL
    AND NOT EXISTS (SELECT 1 FROM room_type_seasons s
      WHERE s.room_type_id = rt.id AND (s.min_stay IS NOT NULL OR s.max_stay IS NOT NULL)));--> statement-breakpoint
-- The properties that some dated searches must check for stay rules: those whose biggest room type has a rule.
CREATE INDEX "properties_ruled_idx" ON "properties" USING btree ("max_room_count")
  WHERE "open_room_count" IS NULL OR "open_room_count" < "max_room_count";
