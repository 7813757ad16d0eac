-- Dated searches no longer start their totals from every room type and season with a stay rule: they check only
-- the properties whose every big enough room type has one (properties.open_room_count, migration 0020;
-- docs/decisions/0024-dated-search.md). The partial indexes of migration 0018 that served the old way go.
DROP INDEX IF EXISTS "room_types_stay_rules_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "room_type_seasons_stay_rules_idx";
