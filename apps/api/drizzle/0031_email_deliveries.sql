-- One row per email job (docs/decisions/0036-every-email-once.md): the job claims its email here, committed, before
-- it talks to the SMTP server, and records the result as soon as it knows it. A run that finds the email sent does
-- nothing; a run that finds another attempt still within its time does not send either. Only an attempt whose
-- outcome is unknown (the process died, or the SMTP transaction timed out, mid-send) is tried again, and counted.
CREATE TABLE "email_deliveries" (
  "job_id" text PRIMARY KEY,
  "user_id" integer REFERENCES "users" ("id") ON DELETE SET NULL,
  "kind" text NOT NULL,
  -- 'sending': an attempt holds the email; 'sent'; 'failed': the server refused it or could not be reached (safe to
  -- send again); 'unknown': the attempt ended without knowing whether the server took it.
  "state" text NOT NULL CHECK ("state" IN ('sending', 'sent', 'failed', 'unknown')),
  "attempt_id" uuid NOT NULL,
  "attempt_started_at" timestamp with time zone NOT NULL,
  "attempts" integer DEFAULT 1 NOT NULL,
  -- Attempts made after one whose outcome was unknown: the only way an email may reach a mailbox twice.
  "unknown_outcome_retries" integer DEFAULT 0 NOT NULL,
  "last_error" text,
  "sent_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "email_deliveries_state_idx" ON "email_deliveries" ("state") WHERE "state" <> 'sent';
