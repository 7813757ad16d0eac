-- One row per email job (docs/decisions/0036-every-email-once.md): the job claims its email here, committed, before
-- it talks to the SMTP server, and records the result as soon as it knows it. A run that finds the email sent does
-- nothing; a run that finds another attempt still within its time does not send either. Only an attempt whose
-- outcome is unknown (the process died, or the SMTP transaction timed out, mid-send) is tried again, and counted.
-- States: 'sending' (an attempt holds the email), 'sent', 'failed' (refused or unreachable: safe to send again),
-- 'unknown' (the attempt ended without knowing whether the server took it).
CREATE TABLE "email_deliveries" (
	"job_id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"attempt_id" uuid NOT NULL,
	"attempt_started_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"unknown_outcome_retries" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_deliveries_state_check" CHECK ("email_deliveries"."state" in ('sending', 'sent', 'failed', 'unknown'))
);
--> statement-breakpoint
ALTER TABLE "email_deliveries" ADD CONSTRAINT "email_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_deliveries_state_idx" ON "email_deliveries" USING btree ("state") WHERE "email_deliveries"."state" <> 'sent';
