-- Live events by map cell, pattern size and date, carrying what a radius list filters on: a list of one pattern
-- size (a third of the events each) reads only its own rows, for its page and its count, instead of stepping over
-- the other sizes' rows in events_cell_date_idx. drizzle's index builder has no INCLUDE, so the schema declares the
-- key columns only.
CREATE INDEX "events_cell_pattern_date_idx" ON "events" USING btree ("geo_cell","pattern_size","date")
  INCLUDE ("status", "arena_latitude", "arena_longitude", "name", "id") WHERE "events"."deleted_at" is null;
