-- Counters of rate limits and per-account quotas, shared by every API process (docs/decisions/0015-cross-site-and-abuse-limits.md).
-- One row per key ('route:<method> <url>:<address>', 'listings:<user id>', …): its window's start, when the
-- window ends, and what was counted in it. Each hit is one atomic upsert; housekeeping deletes ended windows.
CREATE TABLE "rate_counters" (
  "key" text PRIMARY KEY NOT NULL,
  "window_start" timestamp with time zone NOT NULL,
  "window_end" timestamp with time zone NOT NULL,
  "total" bigint NOT NULL
);--> statement-breakpoint
CREATE INDEX "rate_counters_window_end_idx" ON "rate_counters" USING btree ("window_end");
