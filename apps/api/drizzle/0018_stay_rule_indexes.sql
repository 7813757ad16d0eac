-- A dated search takes off its total the properties whose room types' stay rules refuse the stay
-- (docs/decisions/0006-search-performance.md, 0023-calendar-and-rates.md): these partial indexes hold only the
-- room types and seasons that have such rules, few, so that this part reads them instead of every room type
-- (300k on the bench: ~60 ms a search) or every season.
CREATE INDEX "room_types_stay_rules_idx" ON "room_types" USING btree ("property_id")
  WHERE "min_stay" > 1 OR "max_stay" IS NOT NULL OR "booking_window_days" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "room_type_seasons_stay_rules_idx" ON "room_type_seasons" USING btree ("first_night", "last_night")
  WHERE "min_stay" IS NOT NULL OR "max_stay" IS NOT NULL;
