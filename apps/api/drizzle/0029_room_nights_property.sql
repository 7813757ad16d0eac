-- The dated search's candidates from one index alone (docs/decisions/0024-dated-search.md, addendum "What a
-- page reads"): the properties with a night of the stay where a big enough room type has fewer free rooms than
-- asked. Before, each such night's room type was looked up for its property: at 100k properties a 3-night stay
-- for 3 rooms meets ~900 such nights, 15-40 ms of lookups. Now room_nights keeps its room type's property
-- (set on insert by a trigger, and followed when a room type gets its property: listings submit their room
-- types first, docs/decisions/0005-listing-submission.md) and its free rooms as a stored column, and the search
-- index carries both, so PostgreSQL answers with an index-only scan.
ALTER TABLE "room_nights" ADD COLUMN "property_id" integer,
  ADD COLUMN "free" integer GENERATED ALWAYS AS ("capacity" - "held" - "closed" - "synced") STORED;--> statement-breakpoint
UPDATE "room_nights" rn SET "property_id" = rt."property_id" FROM "room_types" rt WHERE rt."id" = rn."room_type_id";--> statement-breakpoint
CREATE FUNCTION room_nights_set_property() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT rt.property_id INTO NEW.property_id FROM room_types rt WHERE rt.id = NEW.room_type_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER room_nights_property BEFORE INSERT ON room_nights
  FOR EACH ROW EXECUTE FUNCTION room_nights_set_property();--> statement-breakpoint
CREATE FUNCTION room_types_sync_night_property() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE room_nights rn SET property_id = NEW.property_id
  WHERE rn.room_type_id = NEW.id AND rn.property_id IS DISTINCT FROM NEW.property_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER room_types_night_property AFTER UPDATE OF property_id ON room_types
  FOR EACH ROW WHEN (OLD.property_id IS DISTINCT FROM NEW.property_id)
  EXECUTE FUNCTION room_types_sync_night_property();--> statement-breakpoint
DROP INDEX "room_nights_night_free_idx";--> statement-breakpoint
CREATE INDEX "room_nights_night_free_idx" ON "room_nights" USING btree ("night", "free") INCLUDE ("property_id", "capacity");--> statement-breakpoint
ANALYZE "room_nights";
