-- The nights notification also names the room types whose nights changed (docs/decisions/0034-room-nights-replica.md):
--   'nights:<first>:<last>:<id>,<id>,…'  rooms held or given back, closed, synced or priced on those nights of
--                                        those room types;
--   'nights:<first>:<last>'              the same for any room type (a statement that touched more than 500).
-- API processes keep the per-night inventory in memory for dated searches and read again only what changed.
CREATE OR REPLACE FUNCTION notify_nights_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  first_night date;
  last_night date;
  room_types int;
  ids text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT min(night), max(night), count(DISTINCT room_type_id), string_agg(DISTINCT room_type_id::text, ',')
      INTO first_night, last_night, room_types, ids FROM changed_old;
  ELSE
    SELECT min(night), max(night), count(DISTINCT room_type_id), string_agg(DISTINCT room_type_id::text, ',')
      INTO first_night, last_night, room_types, ids FROM changed_new;
  END IF;
  IF first_night IS NOT NULL THEN
    -- A notification's payload must stay under 8000 bytes: past 500 room types, "any room type".
    IF room_types <= 500 THEN
      PERFORM pg_notify('ikaze_changes', 'nights:' || first_night || ':' || last_night || ':' || ids);
    ELSE
      PERFORM pg_notify('ikaze_changes', 'nights:' || first_night || ':' || last_night);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
