-- The language an account chose with the language switch (docs/decisions/0020-languages.md): null until it
-- chooses one. Signing in on another device takes it.
ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("locale" IN ('en', 'fr', 'rw'));
