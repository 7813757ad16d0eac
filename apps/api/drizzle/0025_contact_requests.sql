-- Messages sent through the contact form (docs/decisions/0029-public-pages-and-help.md): kept for the admins, who
-- read them at /dashboard/admin/contact-requests and answer by email. The account, when the sender was signed in,
-- is kept only as a link: deleting the account keeps the message without it.
CREATE TABLE "contact_requests" (
  "id" serial PRIMARY KEY,
  "user_id" integer REFERENCES "users" ("id") ON DELETE SET NULL,
  "name" text NOT NULL,
  "email" text NOT NULL,
  "subject" text NOT NULL,
  "message" text NOT NULL,
  "locale" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "contact_requests_lengths" CHECK (char_length("name") between 1 and 100 and char_length("email") between 3 and 254
    and char_length("subject") between 1 and 150 and char_length("message") between 1 and 5000),
  CONSTRAINT "contact_requests_locale_check" CHECK ("locale" in ('en', 'fr', 'rw'))
);--> statement-breakpoint
CREATE INDEX "contact_requests_created_at_idx" ON "contact_requests" ("created_at" DESC, "id" DESC);
