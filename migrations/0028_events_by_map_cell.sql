-- Each event carries its arena's position and map cell (shared/geo.ts: cells of half a degree), so a radius list reads
-- the few cells around its circle off one index, in date order, instead of probing every arena inside the circle.
ALTER TABLE "events" ADD COLUMN "arena_latitude" double precision;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "arena_longitude" double precision;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "geo_cell" integer GENERATED ALWAYS AS (case when arena_latitude between -90 and 90 and arena_longitude between -180 and 180 then floor((arena_latitude + 90) * 2)::int * 720 + floor((arena_longitude + 180) * 2)::int end) STORED;--> statement-breakpoint
-- The copy of every existing event in one statement, without a deferred data_version event per row (a million rows
-- would queue a million); the version moves once instead.
ALTER TABLE "events" DISABLE TRIGGER "data_version_on_change";--> statement-breakpoint
UPDATE "events" SET "arena_latitude" = "arenas"."latitude"::float8, "arena_longitude" = "arenas"."longitude"::float8
  FROM "arenas" WHERE "arenas"."id" = "events"."arena_id";--> statement-breakpoint
ALTER TABLE "events" ENABLE ALWAYS TRIGGER "data_version_on_change";--> statement-breakpoint
INSERT INTO "data_version" ("id", "version") VALUES (1, nextval('data_version_seq'))
  ON CONFLICT ("id") DO UPDATE SET "version" = excluded."version";--> statement-breakpoint
-- Written with the event, from its arena: whatever a writer sends, the copy is the arena's.
CREATE FUNCTION "events_copy_arena_position"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "latitude"::float8, "longitude"::float8 INTO NEW."arena_latitude", NEW."arena_longitude"
    FROM "arenas" WHERE "id" = NEW."arena_id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "events_copy_arena_position" BEFORE INSERT OR UPDATE OF "arena_id", "arena_latitude", "arena_longitude"
  ON "events" FOR EACH ROW EXECUTE FUNCTION "events_copy_arena_position"();--> statement-breakpoint
-- An arena that moves takes its events with it.
CREATE FUNCTION "arenas_move_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "events" SET "arena_latitude" = NEW."latitude"::float8, "arena_longitude" = NEW."longitude"::float8
    WHERE "arena_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "arenas_move_events" AFTER UPDATE OF "latitude", "longitude" ON "arenas" FOR EACH ROW
  WHEN (OLD."latitude" IS DISTINCT FROM NEW."latitude" OR OLD."longitude" IS DISTINCT FROM NEW."longitude")
  EXECUTE FUNCTION "arenas_move_events"();--> statement-breakpoint
-- drizzle's index builder has no INCLUDE, so the schema declares the key columns only.
CREATE INDEX "events_cell_date_idx" ON "events" USING btree ("geo_cell", "date")
  INCLUDE ("pattern_size", "status", "arena_latitude", "arena_longitude", "name", "id") WHERE "events"."deleted_at" is null;
