-- Hand-written: an events search reads one column of events instead of joining every arena, and a term few events
-- hold is read off an index whatever its length (a two-letter term walked every upcoming event: 4.5 s at scale 100).
-- What a search matches: the event's name, its arena's name, city, state, "city, ST" and "city ST" (as placeSearch
-- matches a place), one per line, so a term matches across two of them only if it holds a line break.
CREATE FUNCTION "event_search_text"(event_name text, arena_name text, city text, state text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT event_name || E'\n' || arena_name || E'\n' || city || ', ' || state || E'\n' || city || ' ' || state
$$;--> statement-breakpoint
-- A text's lower-cased pieces of one and two characters (the last character's "two" is itself): a text holds a term
-- only if it holds all of the term's pieces. GIN drops repeats itself.
CREATE FUNCTION "search_grams"(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array(SELECT substr(l, i, n) FROM (SELECT lower(t) AS l) AS s, generate_series(1, length(l)) AS i, (VALUES (1), (2)) AS v(n))
$$;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Every existing event in one statement, without a deferred data_version event per row (as migration 0028 did).
ALTER TABLE "events" DISABLE TRIGGER "data_version_on_change";--> statement-breakpoint
UPDATE "events" SET "search_text" = event_search_text("events"."name", "arenas"."name", "arenas"."city", "arenas"."state")
  FROM "arenas" WHERE "arenas"."id" = "events"."arena_id";--> statement-breakpoint
ALTER TABLE "events" ENABLE ALWAYS TRIGGER "data_version_on_change";--> statement-breakpoint
INSERT INTO "data_version" ("id", "version") VALUES (1, nextval('data_version_seq'))
  ON CONFLICT ("id") DO UPDATE SET "version" = excluded."version";--> statement-breakpoint
-- Written with the event, from its arena, as its position is (migration 0028): whatever a writer sends, the copy is
-- the arena's.
DROP TRIGGER "events_copy_arena_position" ON "events";--> statement-breakpoint
DROP FUNCTION "events_copy_arena_position"();--> statement-breakpoint
CREATE FUNCTION "events_copy_arena"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "latitude"::float8, "longitude"::float8, event_search_text(NEW."name", "name", "city", "state")
    INTO NEW."arena_latitude", NEW."arena_longitude", NEW."search_text"
    FROM "arenas" WHERE "id" = NEW."arena_id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "events_copy_arena" BEFORE INSERT OR UPDATE OF "arena_id", "name", "arena_latitude", "arena_longitude", "search_text"
  ON "events" FOR EACH ROW EXECUTE FUNCTION "events_copy_arena"();--> statement-breakpoint
-- An arena renamed or moved to another town: its events' search text follows.
CREATE FUNCTION "arenas_rename_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "events" SET "search_text" = event_search_text("name", NEW."name", NEW."city", NEW."state")
    WHERE "arena_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "arenas_rename_events" AFTER UPDATE OF "name", "city", "state" ON "arenas" FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."city" IS DISTINCT FROM NEW."city" OR OLD."state" IS DISTINCT FROM NEW."state")
  EXECUTE FUNCTION "arenas_rename_events"();--> statement-breakpoint
DROP INDEX "events_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "events_search_trgm_idx" ON "events" USING gin ("search_text" gin_trgm_ops) WHERE "events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "events_search_grams_idx" ON "events" USING gin (search_grams("search_text")) WHERE "events"."deleted_at" is null;
