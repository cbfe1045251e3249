-- An arena's events by date, carrying the columns the event lists filter and order their matches by (live, status,
-- pattern size, name, id): a radius list probes this index once per arena in the circle and reads no event row
-- except the page's. drizzle's index builder has no INCLUDE, so the schema declares the key columns only.
DROP INDEX "events_arena_date_idx";--> statement-breakpoint
CREATE INDEX "events_arena_date_idx" ON "events" ("arena_id", "date") INCLUDE ("deleted_at", "status", "pattern_size", "name", "id");
