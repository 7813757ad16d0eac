CREATE TABLE "receipt_counter" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "receipt_counter_single_row" CHECK ("receipt_counter"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_number" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_number_key" ON "payments" USING btree ("receipt_number");--> statement-breakpoint
-- The one row of the counter (docs/payments.md#receipts).
INSERT INTO "receipt_counter" ("id", "last") VALUES (1, 0);
