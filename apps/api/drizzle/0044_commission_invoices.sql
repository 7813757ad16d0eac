CREATE TABLE "commission_invoice_counter" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "commission_invoice_counter_single_row" CHECK ("commission_invoice_counter"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "commission_invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"host_id" integer NOT NULL,
	"month" text NOT NULL,
	"commission" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"vat_percent" smallint NOT NULL,
	"platform_tin" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_invoices_month_format" CHECK ("commission_invoices"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "commission_invoices_commission_not_zero" CHECK ("commission_invoices"."commission" <> 0)
);
--> statement-breakpoint
ALTER TABLE "commission_invoices" ADD CONSTRAINT "commission_invoices_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_invoices_number_key" ON "commission_invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_invoices_host_month_key" ON "commission_invoices" USING btree ("host_id","month");--> statement-breakpoint
-- The one row of the counter (docs/commission-invoices.md#numbers).
INSERT INTO "commission_invoice_counter" ("id", "last") VALUES (1, 0);
