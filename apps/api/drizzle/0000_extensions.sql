-- Trigram matching for the destination search (case-insensitive substring on the address), and btree_gist
-- so that exclusion constraints over ranges can mix in plain columns.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
