-- The events an import's last successful sync could not read and left out, shown to the host beside the import
-- (docs/decisions/0035-hostile-calendars.md): at most 20 as { uid, summary, reason }, and how many in all.
ALTER TABLE "calendar_imports" ADD COLUMN "skipped_events" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_imports" ADD COLUMN "skipped_count" integer DEFAULT 0 NOT NULL;
