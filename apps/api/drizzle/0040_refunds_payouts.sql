CREATE TABLE "bank_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"bank_reference" text,
	"sent_at" timestamp with time zone,
	"sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_batches_status_check" CHECK ("bank_batches"."status" in ('open', 'sent'))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" uuid NOT NULL,
	"host_id" integer NOT NULL,
	"day" date NOT NULL,
	"amount" bigint NOT NULL,
	"method" text NOT NULL,
	"destination" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"provider_transaction_id" text,
	"bank_batch_id" integer,
	"retry_of" integer,
	"requested_at" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	"checks" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount" > 0),
	CONSTRAINT "payouts_method_check" CHECK ("payouts"."method" in ('mtn_momo', 'airtel_money', 'bank')),
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('pending', 'successful', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"checked" integer DEFAULT 0 NOT NULL,
	"disagreements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" uuid NOT NULL,
	"payment_id" integer NOT NULL,
	"booking_id" integer,
	"amount" bigint NOT NULL,
	"cause" text NOT NULL,
	"via" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"try" smallint DEFAULT 1 NOT NULL,
	"previous_id" integer,
	"reason" text,
	"provider_transaction_id" text,
	"requested_by" integer,
	"settled_note" text,
	"settled_by" integer,
	"requested_at" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	"checks" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_via_check" CHECK ("refunds"."via" in ('refund', 'transfer')),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'successful', 'failed', 'needs_hand', 'settled_by_hand')),
	CONSTRAINT "refunds_cause_check" CHECK ("refunds"."cause" in ('host_declined', 'host_refunded', 'guest_cancelled', 'host_cancelled', 'request_expired', 'host_goodwill', 'late_payment'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "commission_percent" smallint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refunded" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "refund_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "payout_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "commission_percent" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payouts_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payout_details_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payout_change_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_batches" ADD CONSTRAINT "bank_batches_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_bank_batch_id_bank_batches_id_fk" FOREIGN KEY ("bank_batch_id") REFERENCES "public"."bank_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_retry_of_fkey" FOREIGN KEY ("retry_of") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_previous_id_fkey" FOREIGN KEY ("previous_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_batches_day_key" ON "bank_batches" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_reference_key" ON "payouts" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_host_day_key" ON "payouts" USING btree ("host_id","day") WHERE "payouts"."status" <> 'failed';--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_retry_of_key" ON "payouts" USING btree ("retry_of");--> statement-breakpoint
CREATE INDEX "payouts_next_check_idx" ON "payouts" USING btree ("next_check_at") WHERE "payouts"."next_check_at" is not null;--> statement-breakpoint
CREATE INDEX "payouts_host_idx" ON "payouts" USING btree ("host_id","id");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "payouts_bank_batch_idx" ON "payouts" USING btree ("bank_batch_id");--> statement-breakpoint
CREATE INDEX "reconciliation_runs_day_idx" ON "reconciliation_runs" USING btree ("day","id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_reference_key" ON "refunds" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_previous_id_key" ON "refunds" USING btree ("previous_id");--> statement-breakpoint
CREATE INDEX "refunds_next_check_idx" ON "refunds" USING btree ("next_check_at") WHERE "refunds"."next_check_at" is not null;--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_booking_idx" ON "refunds" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_transactions_booking_idx" ON "ledger_transactions" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_refund_idx" ON "ledger_transactions" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_payout_idx" ON "ledger_transactions" USING btree ("payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_stay_payable_key" ON "ledger_transactions" USING btree ("booking_id") WHERE "ledger_transactions"."kind" = 'stay_payable';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_refund_kind_key" ON "ledger_transactions" USING btree ("refund_id","kind") WHERE "ledger_transactions"."refund_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_payout_kind_key" ON "ledger_transactions" USING btree ("payout_id","kind") WHERE "ledger_transactions"."payout_id" is not null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refunded_within_total" CHECK ("bookings"."refunded" between 0 and "bookings"."total_price");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_commission_percent_range" CHECK ("users"."commission_percent" between 0 and 50);