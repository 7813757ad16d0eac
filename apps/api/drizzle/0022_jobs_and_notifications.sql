-- Notifications, email preferences, the mail outbox and expired bookings (docs/decisions/0026-jobs-outbox-and-email.md).
-- The job queue itself (pg-boss) keeps its tables in the schema 'pgboss', which it creates and upgrades at start;
-- job_outbox below is how a transaction hands it work.
--
-- A booking not decided in time becomes 'expired'. ADD VALUE may run inside the migrations' transaction as long as
-- nothing in that same transaction uses the new value.
ALTER TYPE "booking_status" ADD VALUE IF NOT EXISTS 'expired';--> statement-breakpoint
-- The host was reminded of a booking still pending after a day: once, so the reminder job can run again safely.
ALTER TABLE "bookings" ADD COLUMN "host_reminded_at" timestamp with time zone;--> statement-breakpoint
-- The expiry and reminder jobs read only the pending bookings, oldest first.
CREATE INDEX "bookings_pending_created_at_idx" ON "bookings" ("created_at") WHERE "status" = 'pending';--> statement-breakpoint
-- What the bell shows: one row per thing a user is told, written in the transaction of the change that causes it.
CREATE TABLE "notifications" (
  "id" bigserial PRIMARY KEY,
  "user_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "params" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "link" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "read_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" ("user_id", "created_at" DESC, "id" DESC);--> statement-breakpoint
-- Open pages hear of a new notification at commit (channel 'user_events', see docs/decisions/0011-search-answers.md
-- for the change feed that relays it).
CREATE FUNCTION notify_notification_created() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('user_events', json_build_object('userId', NEW.user_id, 'type', 'notification', 'id', NEW.id)::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER notifications_insert_notify AFTER INSERT ON "notifications"
  FOR EACH ROW EXECUTE FUNCTION notify_notification_created();--> statement-breakpoint
-- The outbox of the job queue: a job owed by a change (an email to send) is written here in the change's own
-- transaction, so it is committed with the change or not at all; each API process moves these rows into pg-boss
-- under their own id (pg-boss ignores an id it already holds), woken by the NOTIFY below.
CREATE TABLE "job_outbox" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "queue" text NOT NULL,
  "data" jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE FUNCTION notify_job_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ikaze_jobs', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER job_outbox_insert_notify AFTER INSERT ON "job_outbox"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_job_outbox();--> statement-breakpoint
-- Email per kind: a row only where the user chose differently from the default (every kind on).
CREATE TABLE "notification_preferences" (
  "user_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "email" boolean NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("user_id", "kind")
);--> statement-breakpoint
-- Without SMTP_URL, emails are kept here for admins to read. job_id: a retried job stores its email once.
CREATE TABLE "mail_outbox" (
  "id" bigserial PRIMARY KEY,
  "job_id" text NOT NULL,
  "user_id" integer REFERENCES "users" ("id") ON DELETE SET NULL,
  "to_address" text NOT NULL,
  "subject" text NOT NULL,
  "text_body" text NOT NULL,
  "html_body" text NOT NULL,
  "kind" text NOT NULL,
  "locale" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_job_id_key" ON "mail_outbox" ("job_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_at_id_idx" ON "mail_outbox" ("created_at", "id");--> statement-breakpoint
-- Secrets the install makes for itself, shared by every API process (the key that signs unsubscribe links).
CREATE TABLE "app_secrets" (
  "name" text PRIMARY KEY,
  "value" text NOT NULL
);--> statement-breakpoint
INSERT INTO "app_secrets" ("name", "value")
VALUES ('unsubscribe', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''))
ON CONFLICT DO NOTHING;
