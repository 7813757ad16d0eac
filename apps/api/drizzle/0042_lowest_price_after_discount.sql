-- properties.lowest_price becomes the lowest price a card shows: each room type's price after its discount,
-- rounded to whole RWF as the domain's discountedNightlyPrice rounds (double-precision arithmetic, halves up),
-- so that 'Price, lowest first' without dates sorts by the price on the card, and minPrice/maxPrice without dates
-- filter on it (docs/decisions/0053-search-and-room-cards.md). The rest of the summary is as migration 0020 left it.
CREATE OR REPLACE FUNCTION room_type_shown_price(price integer, discount smallint) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE WHEN e - floor(e) >= 0.5 THEN ceil(e) ELSE floor(e) END)::integer
  FROM (SELECT price::float8 * (1 - discount::float8 / 100) AS e) exact
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION properties_refresh_room_summary(target integer) RETURNS void LANGUAGE sql AS $$
  UPDATE properties p
  SET first_discount = s.first_discount, lowest_price = s.lowest_price, max_room_count = s.max_room_count,
    open_room_count = s.open_room_count
  FROM (
    SELECT
      coalesce((SELECT rt.discount FROM room_types rt WHERE rt.property_id = target ORDER BY rt.id LIMIT 1), 0)
        AS first_discount,
      (SELECT min(room_type_shown_price(rt.price, rt.discount)) FROM room_types rt WHERE rt.property_id = target)
        AS lowest_price,
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
UPDATE properties p
SET lowest_price = s.lowest_price
FROM (SELECT rt.property_id, min(room_type_shown_price(rt.price, rt.discount)) AS lowest_price
  FROM room_types rt GROUP BY rt.property_id) s
WHERE p.id = s.property_id AND p.lowest_price IS DISTINCT FROM s.lowest_price;
