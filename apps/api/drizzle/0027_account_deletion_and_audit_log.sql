-- People's rights over their data (docs/decisions/0031-your-data.md). A deleted account keeps its row, with its
-- personal fields erased, so that the bookings, reviews and conversations that point at it stay whole for the
-- host's and the platform's records: deleted_at marks it, and such an account can never sign in again.
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
-- What admins did to accounts, listings and reviews, who did it and when: written in the transaction of the
-- action itself, read by admins at /dashboard/admin/audit-log. The actor is kept as a link only (its row stays
-- when the account is deleted, with the name erased); details hold ids and states, never personal data.
CREATE TABLE "admin_audit_log" (
  "id" bigserial PRIMARY KEY,
  "actor_id" integer REFERENCES "users" ("id") ON DELETE SET NULL,
  "action" text NOT NULL,
  "target_type" text NOT NULL,
  "target_id" integer NOT NULL,
  "details" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "admin_audit_log_action_check" CHECK ("action" in ('user.deactivate', 'user.activate', 'user.edit',
    'application.approve', 'application.reject', 'application.recommend', 'review.hide', 'review.republish',
    'review.reports_dismissed', 'account.delete')),
  CONSTRAINT "admin_audit_log_target_type_check" CHECK ("target_type" in ('user', 'application', 'review'))
);--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "admin_audit_log_actor_idx" ON "admin_audit_log" ("actor_id", "id" DESC);--> statement-breakpoint
CREATE INDEX "admin_audit_log_target_idx" ON "admin_audit_log" ("target_type", "target_id", "id" DESC);--> statement-breakpoint
CREATE INDEX "admin_audit_log_action_idx" ON "admin_audit_log" ("action", "id" DESC);
