-- Stored values are ids (docs/decisions/0022-stored-ids.md). Accommodation types, room-type titles, facilities,
-- amenities and rate plans were stored as the spec's English words ('Guest House', 'Wi-Fi', 'nonRefundable',
-- a booking's 'N/A'); screens now show each id's label in the reader's language, so rows hold lower-case
-- snake_case ids ('guest_house', 'wifi', 'non_refundable', 'none'). The whole-property code '-100x' and the
-- facility 'spa' were ids already. Each UPDATE touches only rows that still hold a spec word: on rows that hold
-- ids it changes nothing. The answers that POST /api/bookings replays (idempotency_keys) send ids too.
-- The CHECKs keep new rows on the ids; NOT VALID so that a value no release wrote (one typed by hand) cannot
-- stop the upgrade: every row the API, the seed or the bench wrote is rewritten above.
UPDATE "properties" SET "accommodation_type" = m.id
FROM (VALUES ('Hotel', 'hotel'), ('Apartment', 'apartment'), ('Guest House', 'guest_house')) AS m(word, id)
WHERE "properties"."accommodation_type" = m.word;--> statement-breakpoint
UPDATE "properties" SET "rate_plan" = m.id
FROM (VALUES ('Flexible', 'flexible'), ('nonRefundable', 'non_refundable'), ('Long Stay', 'long_stay')) AS m(word, id)
WHERE "properties"."rate_plan" = m.word;--> statement-breakpoint
UPDATE "properties" SET "amenities" = ARRAY(
  SELECT coalesce(m.id, u.value)
  FROM unnest("properties"."amenities") WITH ORDINALITY AS u(value, n)
  LEFT JOIN (VALUES ('Wi-Fi', 'wifi'), ('Parking', 'parking'), ('Swimming Pool', 'swimming_pool'), ('Air conditioning', 'air_conditioning'), ('Restaurant', 'restaurant'), ('Spa', 'spa'), ('Sport Court', 'sport_court')) AS m(word, id) ON m.word = u.value
  ORDER BY u.n)
WHERE "properties"."amenities" && ARRAY['Wi-Fi', 'Parking', 'Swimming Pool', 'Air conditioning', 'Restaurant', 'Spa', 'Sport Court']::text[];--> statement-breakpoint
UPDATE "room_types" SET "title" = m.id
FROM (VALUES ('Single', 'single'), ('Double', 'double'), ('Suite', 'suite'), ('Deluxe', 'deluxe'), ('Family', 'family'), ('Studio', 'studio'), ('Executive', 'executive')) AS m(word, id)
WHERE "room_types"."title" = m.word;--> statement-breakpoint
UPDATE "room_types" SET "facilities" = ARRAY(
  SELECT coalesce(m.id, u.value)
  FROM unnest("room_types"."facilities") WITH ORDINALITY AS u(value, n)
  LEFT JOIN (VALUES ('AC', 'ac'), ('Swimming Pool', 'swimming_pool'), ('Balcony', 'balcony'), ('WiFi', 'wifi'), ('Gym', 'gym'), ('Parking', 'parking'), ('TV', 'tv'), ('Lunch', 'lunch'), ('Dinner', 'dinner'), ('Breakfast', 'breakfast')) AS m(word, id) ON m.word = u.value
  ORDER BY u.n)
WHERE "room_types"."facilities" && ARRAY['AC', 'Swimming Pool', 'Balcony', 'WiFi', 'Gym', 'Parking', 'TV', 'Lunch', 'Dinner', 'Breakfast']::text[];--> statement-breakpoint
UPDATE "bookings" SET "rate_plan" = m.id
FROM (VALUES ('Flexible', 'flexible'), ('nonRefundable', 'non_refundable'), ('Long Stay', 'long_stay'), ('N/A', 'none')) AS m(word, id)
WHERE "bookings"."rate_plan" = m.word;--> statement-breakpoint
UPDATE "idempotency_keys" SET "response" = jsonb_set("response", '{bookings}', (
  SELECT jsonb_agg(e.b || jsonb_strip_nulls(jsonb_build_object('rate_plan', p.id, 'room_type_title', t.id)) ORDER BY e.n)
  FROM jsonb_array_elements("idempotency_keys"."response" -> 'bookings') WITH ORDINALITY AS e(b, n)
  LEFT JOIN (VALUES ('Flexible', 'flexible'), ('nonRefundable', 'non_refundable'), ('Long Stay', 'long_stay'), ('N/A', 'none')) AS p(word, id) ON p.word = e.b ->> 'rate_plan'
  LEFT JOIN (VALUES ('Single', 'single'), ('Double', 'double'), ('Suite', 'suite'), ('Deluxe', 'deluxe'), ('Family', 'family'), ('Studio', 'studio'), ('Executive', 'executive')) AS t(word, id) ON t.word = e.b ->> 'room_type_title'))
WHERE jsonb_typeof("response" -> 'bookings') = 'array' AND EXISTS (
  SELECT 1 FROM jsonb_array_elements("idempotency_keys"."response" -> 'bookings') AS e(b)
  WHERE e.b ->> 'rate_plan' IN ('Flexible', 'nonRefundable', 'Long Stay', 'N/A') OR e.b ->> 'room_type_title' IN ('Single', 'Double', 'Suite', 'Deluxe', 'Family', 'Studio', 'Executive'));--> statement-breakpoint
ALTER TABLE "properties" DROP CONSTRAINT IF EXISTS "properties_accommodation_type_check", ADD CONSTRAINT "properties_accommodation_type_check" CHECK ("accommodation_type" IN ('hotel', 'apartment', 'guest_house')) NOT VALID;--> statement-breakpoint
ALTER TABLE "properties" DROP CONSTRAINT IF EXISTS "properties_rate_plan_check", ADD CONSTRAINT "properties_rate_plan_check" CHECK ("rate_plan" IN ('flexible', 'non_refundable', 'long_stay')) NOT VALID;--> statement-breakpoint
ALTER TABLE "properties" DROP CONSTRAINT IF EXISTS "properties_amenities_check", ADD CONSTRAINT "properties_amenities_check" CHECK ("amenities" <@ ARRAY['wifi', 'parking', 'swimming_pool', 'air_conditioning', 'restaurant', 'spa', 'sport_court']::text[]) NOT VALID;--> statement-breakpoint
ALTER TABLE "room_types" DROP CONSTRAINT IF EXISTS "room_types_title_check", ADD CONSTRAINT "room_types_title_check" CHECK ("title" IN ('single', 'double', 'suite', 'deluxe', 'family', 'studio', 'executive', '-100x')) NOT VALID;--> statement-breakpoint
ALTER TABLE "room_types" DROP CONSTRAINT IF EXISTS "room_types_facilities_check", ADD CONSTRAINT "room_types_facilities_check" CHECK ("facilities" <@ ARRAY['ac', 'swimming_pool', 'balcony', 'wifi', 'gym', 'parking', 'tv', 'lunch', 'dinner', 'breakfast', 'spa']::text[]) NOT VALID;--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT IF EXISTS "bookings_rate_plan_check", ADD CONSTRAINT "bookings_rate_plan_check" CHECK ("rate_plan" IN ('flexible', 'non_refundable', 'long_stay', 'none')) NOT VALID;
