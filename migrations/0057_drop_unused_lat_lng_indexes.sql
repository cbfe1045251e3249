-- Hand-written. The (latitude, longitude) btree indexes of arenas, horse hotels and service providers (migrations
-- 0000 and 0019) serve no statement: every search by position reads the places' map cells (0029) or their point
-- GiST indexes (0021, 0026, 0053), whose expression point(longitude::float8, latitude::float8) a btree on the
-- numeric columns cannot answer. Each was still written by every insert and by every update that cannot stay on its
-- page, such as each review that moves an arena's figures.
DROP INDEX IF EXISTS "arenas_lat_lng_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "horse_hotels_lat_lng_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "service_providers_lat_lng_idx";
