-- Keeps properties.first_discount (the discount of the room type with the lowest id, 0 without one) and
-- properties.lowest_price (the lowest room type price, null without one) equal to what they summarise, on
-- every write to room_types whatever the code path (docs/decisions/0006-search-performance.md).
CREATE FUNCTION properties_refresh_room_summary(target integer) RETURNS void LANGUAGE sql AS $$
  UPDATE properties p
  SET first_discount = s.first_discount, lowest_price = s.lowest_price
  FROM (
    SELECT
      coalesce((SELECT rt.discount FROM room_types rt WHERE rt.property_id = target ORDER BY rt.id LIMIT 1), 0)
        AS first_discount,
      (SELECT min(rt.price) FROM room_types rt WHERE rt.property_id = target) AS lowest_price
  ) s
  WHERE p.id = target
    AND (p.first_discount, p.lowest_price) IS DISTINCT FROM (s.first_discount, s.lowest_price)
$$;--> statement-breakpoint
CREATE FUNCTION room_types_refresh_property_summary() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.property_id IS NOT NULL THEN
    PERFORM properties_refresh_room_summary(OLD.property_id);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.property_id IS NOT NULL
     AND (TG_OP = 'INSERT' OR NEW.property_id IS DISTINCT FROM OLD.property_id) THEN
    PERFORM properties_refresh_room_summary(NEW.property_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER room_types_property_summary
  AFTER INSERT OR DELETE OR UPDATE OF property_id, price, discount ON room_types
  FOR EACH ROW EXECUTE FUNCTION room_types_refresh_property_summary();--> statement-breakpoint
UPDATE properties p
SET
  first_discount = coalesce((SELECT rt.discount FROM room_types rt WHERE rt.property_id = p.id ORDER BY rt.id LIMIT 1), 0),
  lowest_price = (SELECT min(rt.price) FROM room_types rt WHERE rt.property_id = p.id);
