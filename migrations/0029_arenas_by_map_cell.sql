-- Each arena's map cell (shared/geo.ts), and the arenas by cell and rating carrying their position and name: a radius
-- list "highest rated first" reads the few cells around its circle, each in rating order, instead of every arena in
-- the circle. drizzle's index builder has no INCLUDE, so the schema declares the key columns only.
ALTER TABLE "arenas" ADD COLUMN "geo_cell" integer GENERATED ALWAYS AS (case when latitude::float8 between -90 and 90 and longitude::float8 between -180 and 180 then floor((latitude::float8 + 90) * 2)::int * 720 + floor((longitude::float8 + 180) * 2)::int end) STORED;--> statement-breakpoint
CREATE INDEX "arenas_cell_rating_idx" ON "arenas" USING btree ("geo_cell","weighted_rating" desc nulls last,lower("name"),"id")
  INCLUDE ("latitude", "longitude", "name");
