-- The room type summary of migration 0003 also keeps properties.max_room_count (the most rooms a room type of
-- the property has, null without one): the search counts "has a room type with N rooms" from it instead of
-- looking up every match's room types (docs/decisions/0006-search-performance.md).
CREATE OR REPLACE FUNCTION properties_refresh_room_summary(target integer) RETURNS void LANGUAGE sql AS $$
  UPDATE properties p
  SET first_discount = s.first_discount, lowest_price = s.lowest_price, max_room_count = s.max_room_count
  FROM (
    SELECT
      coalesce((SELECT rt.discount FROM room_types rt WHERE rt.property_id = target ORDER BY rt.id LIMIT 1), 0)
        AS first_discount,
      (SELECT min(rt.price) FROM room_types rt WHERE rt.property_id = target) AS lowest_price,
      (SELECT max(rt.room_count) FROM room_types rt WHERE rt.property_id = target) AS max_room_count
  ) s
  WHERE p.id = target
    AND (p.first_discount, p.lowest_price, p.max_room_count)
      IS DISTINCT FROM (s.first_discount, s.lowest_price, s.max_room_count)
$$;--> statement-breakpoint
DROP TRIGGER room_types_property_summary ON room_types;--> statement-breakpoint
CREATE TRIGGER room_types_property_summary
  AFTER INSERT OR DELETE OR UPDATE OF property_id, price, discount, room_count ON room_types
  FOR EACH ROW EXECUTE FUNCTION room_types_refresh_property_summary();--> statement-breakpoint
UPDATE properties p
SET max_room_count = (SELECT max(rt.room_count) FROM room_types rt WHERE rt.property_id = p.id);
