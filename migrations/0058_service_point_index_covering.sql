-- Hand-written (drizzle's index builder has no INCLUDE, so the schema declares the key expression only), as 0053 did
-- for horse hotels. A trip's route finds its service providers in boxes along it, each box a search of this index;
-- with the position, the id and the hidden flag the search reads, it is index-only instead of one heap page per
-- provider (about 1,500 providers along the bench's road trip at scale 100).
DROP INDEX IF EXISTS "service_providers_point_idx";--> statement-breakpoint
CREATE INDEX "service_providers_point_idx" ON "service_providers" USING gist (point("longitude"::float8, "latitude"::float8))
  INCLUDE ("latitude", "longitude", "id", "hidden");
