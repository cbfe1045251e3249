-- Hand-written (drizzle's index builder has no INCLUDE, so the schema declares the key expression and the predicate
-- only). A trip's overnight suggestions read the horse hotels and the service providers near its road from the route
-- cells (a quarter of a degree each way, shared/geo.ts) that boxes along it touch: one scan of these indexes for every
-- cell of a request, index-only, where a search of the two-dimensional point index per box cost 10-15 µs each.
CREATE INDEX IF NOT EXISTS "horse_hotels_route_cell_idx" ON "horse_hotels" USING btree ((case when latitude::float8 between -90 and 90 and longitude::float8 between -180 and 180 then floor((latitude::float8 + 90) * 4)::int * 1440 + floor((longitude::float8 + 180) * 4)::int end))
  INCLUDE ("id", "latitude", "longitude") WHERE NOT "hidden";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "service_providers_route_cell_idx" ON "service_providers" USING btree ((case when latitude::float8 between -90 and 90 and longitude::float8 between -180 and 180 then floor((latitude::float8 + 90) * 4)::int * 1440 + floor((longitude::float8 + 180) * 4)::int end))
  INCLUDE ("id", "latitude", "longitude") WHERE NOT "hidden";
