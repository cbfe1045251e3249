-- Hand-written: each event carries its list row as JSON (the read model but the distance and the viewer's flags), kept
-- with every write, so a list page reads it instead of writing some fifty fields as JSON for every row it sends (about
-- 40% of the events page's statement).
-- The same fields, spelled the same way, as the list's columns in TypeScript (listedEventColumns, server/features/
-- events/events.repo.ts, through jsonTextSql): events.list-json.test.ts holds each list row to the event's page, so a
-- field added there and not here fails it.
CREATE FUNCTION "event_list_json"(e "events") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT row_to_json(fields)::text FROM (SELECT e."id" AS "id", e."arena_id" AS "arenaId", e."producer_id" AS "producerId",
    e."name" AS "name", to_char(e."date" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "date", e."time" AS "time",
    e."barrel_pattern" AS "barrelPattern", e."description" AS "description", e."image_url" AS "imageUrl",
    e."saddlebook_url" AS "saddlebookUrl", e."pattern_size" AS "patternSize", e."event_flyer_url" AS "eventFlyerUrl",
    e."created_by" AS "createdBy", e."deleted_at" IS NOT NULL AS "removed",
    to_char(e."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt", e."end_date" AS "endDate",
    e."status" AS "status", e."status_reason" AS "statusReason", e."series_id" AS "seriesId", e."divisions" AS "divisions",
    to_char(e."entries_open_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "entriesOpenAt",
    to_char(e."entries_close_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "entriesCloseAt",
    e."late_fee"::text AS "lateFee", e."draw_url" AS "drawUrl",
    to_char(e."draw_posted_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "drawPostedAt",
    e."results_url" AS "resultsUrl", e."stalls_available" AS "stallsAvailable",
    e."stall_price_per_night"::text AS "stallPricePerNight", e."stall_status" AS "stallStatus",
    e."stall_reservation_url" AS "stallReservationUrl", e."rv_hookups" AS "rvHookups",
    e."rv_price_per_night"::text AS "rvPricePerNight", e."dry_camping_allowed" AS "dryCampingAllowed",
    e."gate_hours" AS "gateHours", e."health_papers" AS "healthPapers", e."contact_phone" AS "contactPhone",
    e."going_count" AS "goingCount", e."interested_count" AS "interestedCount",
    (SELECT row_to_json(arena) FROM (SELECT a."id" AS "id", a."name" AS "name", a."city" AS "city", a."state" AS "state",
      a."footing_condition" AS "footingCondition", a."latitude"::text AS "latitude", a."longitude"::text AS "longitude",
      a."address" AS "address", a."zip_code" AS "zipCode", coalesce(a."time_zone", 'America/Chicago') AS "timeZone"
      FROM "arenas" a WHERE a."id" = e."arena_id") AS arena) AS "arena",
    (SELECT row_to_json(producer) FROM (SELECT p."id" AS "id", p."name" AS "name"
      FROM "event_producers" p WHERE p."id" = e."producer_id") AS producer) AS "producer",
    (SELECT row_to_json(series) FROM (SELECT s."frequency" AS "frequency", s."until" AS "until"
      FROM "event_series" s WHERE s."id" = e."series_id") AS series) AS "series") AS fields
$$;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "list_json" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Every existing event in one statement, without a deferred data_version event per row (as migration 0028 did); the
-- day tallies count dates, statuses and divisions, which this leaves as they are.
ALTER TABLE "events" DISABLE TRIGGER "data_version_on_change";--> statement-breakpoint
ALTER TABLE "events" DISABLE TRIGGER "event_tallies_changed";--> statement-breakpoint
UPDATE "events" SET "list_json" = event_list_json("events");--> statement-breakpoint
ALTER TABLE "events" ENABLE TRIGGER "event_tallies_changed";--> statement-breakpoint
ALTER TABLE "events" ENABLE ALWAYS TRIGGER "data_version_on_change";--> statement-breakpoint
INSERT INTO "data_version" ("id", "version") VALUES (1, nextval('data_version_seq'))
  ON CONFLICT ("id") DO UPDATE SET "version" = excluded."version";--> statement-breakpoint
-- Written with every change to the event, whatever a writer sends.
CREATE FUNCTION "events_write_list_json"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."list_json" := event_list_json(NEW);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "events_write_list_json" BEFORE INSERT OR UPDATE ON "events" FOR EACH ROW
  EXECUTE FUNCTION "events_write_list_json"();--> statement-breakpoint
-- An arena, a producer or a series whose shown fields change: its events are written again (the trigger above
-- writes their JSON).
CREATE FUNCTION "events_of_arena_rewrite_list_json"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "events" SET "list_json" = '' WHERE "arena_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "events_of_arena_rewrite_list_json" AFTER UPDATE ON "arenas" FOR EACH ROW
  WHEN ((OLD."name", OLD."city", OLD."state", OLD."footing_condition", OLD."latitude", OLD."longitude", OLD."address",
    OLD."zip_code", OLD."time_zone") IS DISTINCT FROM (NEW."name", NEW."city", NEW."state", NEW."footing_condition",
    NEW."latitude", NEW."longitude", NEW."address", NEW."zip_code", NEW."time_zone"))
  EXECUTE FUNCTION "events_of_arena_rewrite_list_json"();--> statement-breakpoint
CREATE FUNCTION "events_of_producer_rewrite_list_json"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "events" SET "list_json" = '' WHERE "producer_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "events_of_producer_rewrite_list_json" AFTER UPDATE ON "event_producers" FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name")
  EXECUTE FUNCTION "events_of_producer_rewrite_list_json"();--> statement-breakpoint
CREATE FUNCTION "events_of_series_rewrite_list_json"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "events" SET "list_json" = '' WHERE "series_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "events_of_series_rewrite_list_json" AFTER UPDATE ON "event_series" FOR EACH ROW
  WHEN ((OLD."frequency", OLD."until") IS DISTINCT FROM (NEW."frequency", NEW."until"))
  EXECUTE FUNCTION "events_of_series_rewrite_list_json"();
