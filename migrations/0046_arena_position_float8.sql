-- Each arena's position in double precision, for the distance and box tests of radius lists: PostgreSQL casts a
-- numeric to float8 by way of its text, so the casts of the numeric columns cost a third or more of a radius page's
-- read (about 0.25 ms of a five-arena page at scale 100). One ALTER, so the table is rewritten once. The index the
-- "highest rated first" list reads cell by cell carries them instead of the numeric columns (drizzle's index builder
-- has no INCLUDE, so the schema declares the key columns only).
ALTER TABLE "arenas" ADD COLUMN "latitude_float8" double precision GENERATED ALWAYS AS (latitude::float8) STORED,
  ADD COLUMN "longitude_float8" double precision GENERATED ALWAYS AS (longitude::float8) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "arenas_cell_rating_idx";--> statement-breakpoint
CREATE INDEX "arenas_cell_rating_idx" ON "arenas" USING btree ("geo_cell","weighted_rating" desc nulls last,lower("name"),"id")
  INCLUDE ("latitude_float8", "longitude_float8", "name");
