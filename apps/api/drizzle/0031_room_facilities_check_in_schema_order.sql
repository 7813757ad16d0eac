-- Custom migration (docs/migrations.md): the facilities CHECK listed in the order of the domain's ROOM_FACILITIES,
-- as schema.ts declares it (migration 0016 had put 'spa' last). The same set of ids, so no row is refused that
-- was accepted before; NOT VALID as in 0016, the rows already there are not read again.
ALTER TABLE "room_types" DROP CONSTRAINT IF EXISTS "room_types_facilities_check", ADD CONSTRAINT "room_types_facilities_check" CHECK ("facilities" <@ ARRAY['ac', 'swimming_pool', 'balcony', 'wifi', 'gym', 'parking', 'tv', 'spa', 'lunch', 'dinner', 'breakfast']::text[]) NOT VALID;
