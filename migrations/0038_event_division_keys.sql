-- Hand-written: an event's division names as the division filter matches them (trimmed, lower case), for the index
-- below and the filter's condition alike.
CREATE FUNCTION "event_division_keys"(divisions jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(lower(trim(d->>'name'))), '{}') FROM jsonb_array_elements(divisions) AS d
$$;--> statement-breakpoint
CREATE INDEX "events_division_keys_idx" ON "events" USING gin (event_division_keys("divisions"));--> statement-breakpoint
-- The planner needs the new expression's statistics to tell a rare division from a common one.
ANALYZE "events";
