-- Hand-written: pg_trgm (a contrib extension PostgreSQL ships; trusted, so a database owner may create it) lets a
-- GIN index answer ILIKE '%term%': searches read the matching rows off these indexes instead of testing every row.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "arenas_search_trgm_idx" ON "arenas" USING gin ("name" gin_trgm_ops,"city" gin_trgm_ops,"state" gin_trgm_ops,("city" || ', ' || "state") gin_trgm_ops,("city" || ' ' || "state") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_name_trgm_idx" ON "events" USING gin ("name" gin_trgm_ops) WHERE "events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "horse_hotels_search_trgm_idx" ON "horse_hotels" USING gin ("name" gin_trgm_ops,"city" gin_trgm_ops,"state" gin_trgm_ops,("city" || ', ' || "state") gin_trgm_ops,("city" || ' ' || "state") gin_trgm_ops);