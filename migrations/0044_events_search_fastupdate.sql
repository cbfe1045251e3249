-- Hand-written: the events' search indexes (migration 0040) take each new event's entries at once. With GIN's
-- pending list, now and then one insert merged the whole list (up to 4 MB) into the index, and the rider creating
-- that event waited: creates' p99 during a 10,000-follower fan-out rose to 1.5-2.4x the p99 just before (1.1-1.4x
-- without the list). The scale seed turns the list on for its bulk load only (server/db/seed/scale.ts).
ALTER INDEX "events_search_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "events_search_grams_idx" SET (fastupdate = off);
