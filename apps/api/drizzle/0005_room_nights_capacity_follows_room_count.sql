-- room_nights.capacity is the room type's room count (every hold writes it so). The search counts the stays
-- that are NOT free from the nights where capacity − held is below the rooms asked (index
-- room_nights_night_free_idx), which is right only while capacity equals room_count on the nights a guest can
-- still search (docs/decisions/0006-search-performance.md). Should a room count ever change, the nights from
-- yesterday on follow it, locked in (room_type_id, night) order like every booking; a count below what a night
-- already holds breaks the CHECK (held <= capacity), as it should.
CREATE FUNCTION room_types_sync_night_capacity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH locked AS (
    SELECT night FROM room_nights
    WHERE room_type_id = NEW.id AND night >= current_date - 1
    ORDER BY night
    FOR UPDATE
  )
  UPDATE room_nights rn SET capacity = NEW.room_count
  FROM locked WHERE rn.room_type_id = NEW.id AND rn.night = locked.night;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER room_types_night_capacity
  AFTER UPDATE OF room_count ON room_types
  FOR EACH ROW WHEN (NEW.room_count IS DISTINCT FROM OLD.room_count)
  EXECUTE FUNCTION room_types_sync_night_capacity();
