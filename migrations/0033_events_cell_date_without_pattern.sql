-- A list of one pattern size is meant to read events_cell_pattern_date_idx, but with pattern_size among
-- events_cell_date_idx's included columns both answer it index-only at nearly the same estimated cost, and the
-- planner took the date index, stepping over the other sizes' rows (twice the rows read per map cell, measured at
-- scale 10). Without pattern_size the date index serves the lists of every size and nothing else.
DROP INDEX IF EXISTS "events_cell_date_idx";--> statement-breakpoint
CREATE INDEX "events_cell_date_idx" ON "events" USING btree ("geo_cell", "date")
  INCLUDE ("status", "arena_latitude", "arena_longitude", "name", "id") WHERE "events"."deleted_at" is null;
