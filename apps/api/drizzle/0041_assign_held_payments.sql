-- Stays paid before a paid stay's money was split between its host and the commission (docs/ledger.md): their
-- payment_received credited guest_payments_held, tagged with the payment only. Each such stay's amount moves to
-- its host's held share, in a transaction of its own tagged with the stay; no commission is taken on them (they
-- were paid before there was one), which commission_percent = 0 records.
UPDATE "bookings" b SET "commission_percent" = 0
WHERE b."commission_percent" IS NULL AND b."total_price" > 0 AND EXISTS (
  SELECT 1 FROM "ledger_transactions" t
  WHERE t."payment_id" = b."payment_id" AND t."kind" = 'payment_received' AND t."booking_id" IS NULL
);--> statement-breakpoint
WITH "stays" AS (
  SELECT b."id" AS "booking_id", b."payment_id", b."total_price", p."host_id"
  FROM "bookings" b JOIN "properties" p ON p."id" = b."property_id"
  WHERE b."total_price" > 0 AND EXISTS (
    SELECT 1 FROM "ledger_transactions" t
    WHERE t."payment_id" = b."payment_id" AND t."kind" = 'payment_received' AND t."booking_id" IS NULL
  )
), "assigned" AS (
  INSERT INTO "ledger_transactions" ("kind", "payment_id", "booking_id")
  SELECT 'payment_assigned', "payment_id", "booking_id" FROM "stays"
  RETURNING "id", "booking_id"
)
INSERT INTO "ledger_entries" ("transaction_id", "account", "amount")
SELECT a."id", 'guest_payments_held', s."total_price" FROM "assigned" a JOIN "stays" s USING ("booking_id")
UNION ALL
SELECT a."id", 'host:' || s."host_id" || ':held', -s."total_price" FROM "assigned" a JOIN "stays" s USING ("booking_id");
