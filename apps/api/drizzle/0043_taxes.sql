ALTER TABLE "bookings" ADD COLUMN "room_charge" bigint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "vat" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "tourism_tax" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "tax_parts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Stays booked before taxes were divided (docs/taxes.md#earlier-stays): no property was VAT-registered with us, and
-- the tourism tax (3 % of the room charge, from 1 July 2025) is read out of the price, as one part by check-in.
UPDATE "bookings" SET
  "room_charge" = CASE WHEN "check_in" >= '2025-07-01' THEN round("total_price" * 100 / 103.0)::bigint ELSE "total_price" END,
  "tourism_tax" = CASE WHEN "check_in" >= '2025-07-01' THEN "total_price" - round("total_price" * 100 / 103.0)::bigint ELSE 0 END,
  "tax_parts" = jsonb_build_array(jsonb_build_object('weight', "total_price", 'vatPercent', 0,
    'tourismPercent', CASE WHEN "check_in" >= '2025-07-01' THEN 3 ELSE 0 END, 'base', 'room_charge'));--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "room_charge" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "vat_registered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "tin" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "tax_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "vat" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "tourism_tax" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_taxes_add_up" CHECK ("bookings"."room_charge" >= 0 and "bookings"."vat" >= 0 and "bookings"."tourism_tax" >= 0
        and "bookings"."room_charge" + "bookings"."vat" + "bookings"."tourism_tax" = "bookings"."total_price");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_tin_digits" CHECK ("properties"."tin" is null or "properties"."tin" ~ '^[0-9]{9}$');--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_vat_needs_tin" CHECK (not "properties"."vat_registered" or "properties"."tin" is not null);