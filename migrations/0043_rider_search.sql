-- The moderators' rider search (server/features/moderation): the list by staff first, then name, read a page at a
-- time; a term few riders hold read off its trigrams or its pieces of one and two characters (search_grams,
-- migration 0040), a common one tested on each rider in that order (server/db/search-sql.ts).
CREATE INDEX "users_staff_first_by_name_idx" ON "users" USING btree (("role" = 'rider'),(case
  when nullif(trim("first_name"), '') is not null and nullif(trim("last_name"), '') is not null
    then trim("first_name") || ' ' || trim("last_name")
  else coalesce(nullif(trim("email"), ''), 'User') end),"id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((case
  when nullif(trim("first_name"), '') is not null and nullif(trim("last_name"), '') is not null
    then trim("first_name") || ' ' || trim("last_name")
  else coalesce(nullif(trim("email"), ''), 'User') end || E'\n' || coalesce("email", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_grams_idx" ON "users" USING gin (search_grams((case
  when nullif(trim("first_name"), '') is not null and nullif(trim("last_name"), '') is not null
    then trim("first_name") || ' ' || trim("last_name")
  else coalesce(nullif(trim("email"), ''), 'User') end || E'\n' || coalesce("email", ''))));