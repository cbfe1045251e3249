-- Hand-written: what a search matches on a place (an arena, a horse hotel), as placeSearch matches it: its name, city,
-- state, "city, ST" and "city ST", one per line. An event's search text (migration 0040) is its name and its arena's.
CREATE FUNCTION "place_search_text"(name text, city text, state text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT name || E'\n' || city || ', ' || state || E'\n' || city || ' ' || state
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "event_search_text"(event_name text, arena_name text, city text, state text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT event_name || E'\n' || place_search_text(arena_name, city, state)
$$;--> statement-breakpoint
-- A term too short for trigrams that few places hold ("zz", "7") is found off these instead of testing every place
-- in the list's order.
CREATE INDEX "arenas_search_grams_idx" ON "arenas" USING gin (search_grams(place_search_text("name", "city", "state")));--> statement-breakpoint
CREATE INDEX "horse_hotels_search_grams_idx" ON "horse_hotels" USING gin (search_grams(place_search_text("name", "city", "state")));
