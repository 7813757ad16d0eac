-- Calendar and rates (docs/decisions/0023-calendar-and-rates.md).
--
-- room_nights keeps, per room type and night, what bookings hold (held), what the host closed (closed) and what
-- other sites' calendars hold (synced, written by the calendar import), and the host's price for that night
-- (price, null = the room type's rates decide). One CHECK over the three counts keeps a night from ever selling
-- more rooms than exist, whichever of booking, closing or importing wins a race (decision 0003).
ALTER TABLE "room_nights" ADD COLUMN "closed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_nights" ADD COLUMN "synced" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_nights" ADD COLUMN "price" integer;--> statement-breakpoint
ALTER TABLE "room_nights" DROP CONSTRAINT "room_nights_within_capacity";--> statement-breakpoint
ALTER TABLE "room_nights" ADD CONSTRAINT "room_nights_within_capacity" CHECK ("held" >= 0 AND "closed" >= 0 AND "synced" >= 0 AND "held" + "closed" + "synced" <= "capacity");--> statement-breakpoint
ALTER TABLE "room_nights" ADD CONSTRAINT "room_nights_price_nonnegative" CHECK ("price" IS NULL OR "price" >= 0);--> statement-breakpoint
DROP INDEX "room_nights_night_free_idx";--> statement-breakpoint
CREATE INDEX "room_nights_night_free_idx" ON "room_nights" USING btree ("night",("capacity" - "held" - "closed" - "synced"));--> statement-breakpoint
-- Rates of a room type: price stays the base price per night; a weekend price for Friday and Saturday nights;
-- minimum and maximum stay; how many days ahead a check-in may be (null: the platform's two years). The token
-- makes the room type's calendar export URL private.
ALTER TABLE "room_types" ADD COLUMN "weekend_price" integer;--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "min_stay" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "max_stay" smallint;--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "booking_window_days" smallint;--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "ics_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_weekend_price_nonnegative" CHECK ("weekend_price" IS NULL OR "weekend_price" >= 0);--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_stay_limits" CHECK ("min_stay" BETWEEN 1 AND 90 AND ("max_stay" IS NULL OR "max_stay" BETWEEN "min_stay" AND 90));--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_booking_window" CHECK ("booking_window_days" IS NULL OR "booking_window_days" BETWEEN 1 AND 730);--> statement-breakpoint
-- Seasons: named ranges of nights (first and last night included) with their own price and stay limits.
CREATE TABLE "room_type_seasons" (
  "id" serial PRIMARY KEY NOT NULL,
  "room_type_id" integer NOT NULL REFERENCES "room_types"("id") ON DELETE cascade,
  "name" text NOT NULL,
  "first_night" date NOT NULL,
  "last_night" date NOT NULL,
  "price" integer NOT NULL,
  "min_stay" smallint,
  "max_stay" smallint,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "room_type_seasons_name_length" CHECK (char_length("name") BETWEEN 1 AND 60),
  CONSTRAINT "room_type_seasons_nights" CHECK ("last_night" >= "first_night" AND "last_night" - "first_night" < 366),
  CONSTRAINT "room_type_seasons_price_nonnegative" CHECK ("price" >= 0),
  CONSTRAINT "room_type_seasons_stay_limits" CHECK (("min_stay" IS NULL OR "min_stay" BETWEEN 1 AND 90) AND ("max_stay" IS NULL OR ("max_stay" BETWEEN 1 AND 90 AND "max_stay" >= coalesce("min_stay", 1))))
);--> statement-breakpoint
CREATE INDEX "room_type_seasons_room_type_idx" ON "room_type_seasons" USING btree ("room_type_id","first_night");--> statement-breakpoint
-- The rate plans a property offers, with their rules, keyed by plan id:
-- {"flexible": {"freeCancellationDays": 3}, "non_refundable": {"discount": 10},
--  "long_stay": {"discount": 10, "freeCancellationDays": 3}}. Existing properties offer the plan they listed with
-- the defaults.
ALTER TABLE "properties" ADD COLUMN "rate_plans" jsonb;--> statement-breakpoint
UPDATE "properties" SET "rate_plans" = CASE "rate_plan"
  WHEN 'non_refundable' THEN '{"non_refundable": {"discount": 10}}'::jsonb
  WHEN 'long_stay' THEN '{"long_stay": {"discount": 10, "freeCancellationDays": 3}}'::jsonb
  ELSE '{"flexible": {"freeCancellationDays": 3}}'::jsonb END;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "rate_plans" SET DEFAULT '{"flexible": {"freeCancellationDays": 3}}'::jsonb;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "rate_plans" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_rate_plans_check" CHECK (jsonb_typeof("rate_plans") = 'object' AND "rate_plans" <> '{}'::jsonb AND ("rate_plans" - ARRAY['flexible', 'non_refundable', 'long_stay']) = '{}'::jsonb);--> statement-breakpoint
-- What a booking's nights cost (before discounts, one entry per night), the plan's discount, the last day it can
-- be cancelled free (null: never) and, once the guest cancels, what the cancellation costs.
ALTER TABLE "bookings" ADD COLUMN "night_prices" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "plan_discount" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "free_cancellation_until" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_fee" bigint;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_plan_discount_range" CHECK ("plan_discount" BETWEEN 0 AND 100);--> statement-breakpoint
-- Calendars of other sites a room type is also sold on (channel sync), and the nights each one holds as last
-- fetched. A failed fetch keeps the last good nights and records the error.
CREATE TABLE "calendar_imports" (
  "id" serial PRIMARY KEY NOT NULL,
  "room_type_id" integer NOT NULL REFERENCES "room_types"("id") ON DELETE cascade,
  "name" text NOT NULL,
  "url" text NOT NULL,
  "last_synced_at" timestamp with time zone,
  "last_attempt_at" timestamp with time zone,
  "last_error" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "calendar_imports_name_length" CHECK (char_length("name") BETWEEN 1 AND 60),
  CONSTRAINT "calendar_imports_url_length" CHECK (char_length("url") BETWEEN 1 AND 2000)
);--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_imports_room_type_url_key" ON "calendar_imports" USING btree ("room_type_id","url");--> statement-breakpoint
CREATE INDEX "calendar_imports_last_attempt_idx" ON "calendar_imports" USING btree ("last_attempt_at");--> statement-breakpoint
CREATE TABLE "calendar_import_nights" (
  "import_id" integer NOT NULL REFERENCES "calendar_imports"("id") ON DELETE cascade,
  "night" date NOT NULL,
  "rooms" integer NOT NULL,
  CONSTRAINT "calendar_import_nights_pk" PRIMARY KEY ("import_id","night"),
  CONSTRAINT "calendar_import_nights_rooms_positive" CHECK ("rooms" >= 1)
);
--> statement-breakpoint
-- What one room of a room type costs for the nights check-in .. check-out − 1, before discounts: per night the
-- host's price for that night, else the season's, else the weekend price on Friday and Saturday nights, else
-- the base price. The same rule as nightPrice in packages/domain/src/pricing.ts (tests compare the two).
CREATE FUNCTION room_type_stay_price(p_room_type_id integer, p_check_in date, p_check_out date) RETURNS bigint
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT sum(coalesce(rn.price, s.price,
      CASE WHEN extract(isodow FROM g.night) IN (5, 6) THEN rt.weekend_price END, rt.price))::bigint
  FROM room_types rt
  CROSS JOIN LATERAL (
    SELECT d::date AS night FROM generate_series(p_check_in::timestamp, (p_check_out - 1)::timestamp, interval '1 day') d
  ) g
  LEFT JOIN room_nights rn ON rn.room_type_id = rt.id AND rn.night = g.night
  LEFT JOIN LATERAL (
    SELECT s.price FROM room_type_seasons s
    WHERE s.room_type_id = rt.id AND g.night BETWEEN s.first_night AND s.last_night
    ORDER BY s.first_night DESC, s.id DESC LIMIT 1
  ) s ON true
  WHERE rt.id = p_room_type_id
$$;
--> statement-breakpoint
-- A season changes prices: kept search answers are forgotten as for any change of rates (decision 0011).
CREATE TRIGGER room_type_seasons_notify AFTER INSERT OR UPDATE OR DELETE ON room_type_seasons
  FOR EACH ROW EXECUTE FUNCTION notify_listings_changed();--> statement-breakpoint
CREATE TRIGGER room_type_seasons_truncate_notify AFTER TRUNCATE ON room_type_seasons
  FOR EACH STATEMENT EXECUTE FUNCTION notify_listings_changed();
