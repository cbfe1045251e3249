-- Hand-written: what a search matches on a service provider, its name and its specialties, one per line (the type is
-- matched by its key and label, server/features/services). Searches read a term few providers hold off these indexes
-- instead of testing every provider (server/db/search-sql.ts).
CREATE FUNCTION "service_search_text"(display_name text, specialties text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT display_name || E'\n' || coalesce(specialties, '')
$$;--> statement-breakpoint
CREATE INDEX "service_providers_search_trgm_idx" ON "service_providers" USING gin (service_search_text("display_name", "specialties") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_providers_search_grams_idx" ON "service_providers" USING gin (search_grams(service_search_text("display_name", "specialties")));
