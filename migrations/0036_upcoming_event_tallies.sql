CREATE TABLE "event_day_counts" (
	"day" date PRIMARY KEY NOT NULL,
	"live_events" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_division_day_counts" (
	"day" date NOT NULL,
	"name_key" text NOT NULL,
	"spelling" text NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "event_division_day_counts_day_name_key_spelling_pk" PRIMARY KEY("day","name_key","spelling")
);
--> statement-breakpoint
-- Hand-written: the tallies are kept by statement-level triggers with transition tables (as the arenas' and hotels'
-- review figures are, migrations 0023, 0031, 0034), so counting upcoming events reads days, not events.
CREATE FUNCTION "event_is_hidden"(event_id uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM "hidden_content" WHERE "target_type" = 'event' AND "target_id" = event_id)
$$;--> statement-breakpoint
-- A live event coming into the tallies (sign 1) or leaving them (-1).
CREATE TYPE "event_tally_change" AS (sign int, date timestamptz, scheduled boolean, divisions jsonb);--> statement-breakpoint
CREATE FUNCTION "apply_event_tally_changes"(changes "event_tally_change"[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "event_day_counts" ("day", "live_events")
  SELECT (c.date AT TIME ZONE 'UTC')::date, sum(c.sign)::int FROM unnest(changes) AS c GROUP BY 1 HAVING sum(c.sign) <> 0
  ON CONFLICT ("day") DO UPDATE SET "live_events" = "event_day_counts"."live_events" + excluded."live_events";
  INSERT INTO "event_division_day_counts" ("day", "name_key", "spelling", "entries")
  SELECT (c.date AT TIME ZONE 'UTC')::date, lower(trim(d->>'name')), trim(d->>'name'), sum(c.sign)::int
  FROM unnest(changes) AS c, jsonb_array_elements(c.divisions) AS d
  WHERE c.scheduled AND trim(d->>'name') <> ''
  GROUP BY 1, 2, 3 HAVING sum(c.sign) <> 0
  ON CONFLICT ("day", "name_key", "spelling") DO UPDATE SET "entries" = "event_division_day_counts"."entries" + excluded."entries";
$$;--> statement-breakpoint
-- Events added (sign 1) or deleted (-1): each trigger names its transition table "events_now".
CREATE FUNCTION "event_tallies_count_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "apply_event_tally_changes"(ARRAY(
    SELECT ROW(TG_ARGV[0]::int, e."date", e."status" = 'scheduled', e."divisions")::"event_tally_change" FROM events_now e
    WHERE e."deleted_at" IS NULL AND NOT "event_is_hidden"(e."id")));
  RETURN NULL;
END $$;--> statement-breakpoint
-- Events changed: what a change of day, status, divisions or removal takes out and puts in (other changes, such as
-- the attendance counts, change nothing here).
CREATE FUNCTION "event_tallies_change_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "apply_event_tally_changes"(ARRAY(
    SELECT ROW(side.sign, side."date", side."status" = 'scheduled', side."divisions")::"event_tally_change"
    FROM events_before o JOIN events_after n ON n."id" = o."id"
    CROSS JOIN LATERAL (VALUES (-1, o."date", o."status", o."divisions", o."deleted_at"),
      (1, n."date", n."status", n."divisions", n."deleted_at")) AS side(sign, "date", "status", "divisions", "deleted_at")
    WHERE (o."date", o."status", o."divisions", o."deleted_at") IS DISTINCT FROM (n."date", n."status", n."divisions", n."deleted_at")
      AND side."deleted_at" IS NULL AND NOT "event_is_hidden"(n."id")));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "event_tallies_added" AFTER INSERT ON "events" REFERENCING NEW TABLE AS events_now
  FOR EACH STATEMENT EXECUTE FUNCTION "event_tallies_count_events"(1);--> statement-breakpoint
CREATE TRIGGER "event_tallies_deleted" AFTER DELETE ON "events" REFERENCING OLD TABLE AS events_now
  FOR EACH STATEMENT EXECUTE FUNCTION "event_tallies_count_events"('-1');--> statement-breakpoint
CREATE TRIGGER "event_tallies_changed" AFTER UPDATE ON "events" REFERENCING OLD TABLE AS events_before NEW TABLE AS events_after
  FOR EACH STATEMENT EXECUTE FUNCTION "event_tallies_change_events"();--> statement-breakpoint
-- Hiding an event (sign -1) takes it out; restoring it (1) puts it back, unless it was removed meanwhile. Each
-- trigger names its transition table "hidden_now".
CREATE FUNCTION "event_tallies_count_hidden"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "apply_event_tally_changes"(ARRAY(
    SELECT ROW(TG_ARGV[0]::int, e."date", e."status" = 'scheduled', e."divisions")::"event_tally_change"
    FROM hidden_now h JOIN "events" e ON e."id" = h."target_id"
    WHERE h."target_type" = 'event' AND e."deleted_at" IS NULL));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "event_tallies_hidden" AFTER INSERT ON "hidden_content" REFERENCING NEW TABLE AS hidden_now
  FOR EACH STATEMENT EXECUTE FUNCTION "event_tallies_count_hidden"('-1');--> statement-breakpoint
CREATE TRIGGER "event_tallies_restored" AFTER DELETE ON "hidden_content" REFERENCING OLD TABLE AS hidden_now
  FOR EACH STATEMENT EXECUTE FUNCTION "event_tallies_count_hidden"(1);--> statement-breakpoint
-- Counted afresh from the events: here for the events there are, and after a load that bypasses triggers (the scale
-- seed). The same sums as apply_event_tally_changes, read straight from the table rather than through an array.
CREATE FUNCTION "rebuild_event_tallies"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "event_day_counts";
  DELETE FROM "event_division_day_counts";
  INSERT INTO "event_day_counts" ("day", "live_events")
  SELECT (e."date" AT TIME ZONE 'UTC')::date, count(*)::int FROM "events" e
  WHERE e."deleted_at" IS NULL AND NOT "event_is_hidden"(e."id") GROUP BY 1;
  INSERT INTO "event_division_day_counts" ("day", "name_key", "spelling", "entries")
  SELECT (e."date" AT TIME ZONE 'UTC')::date, lower(trim(d->>'name')), trim(d->>'name'), count(*)::int
  FROM "events" e, jsonb_array_elements(e."divisions") AS d
  WHERE e."deleted_at" IS NULL AND NOT "event_is_hidden"(e."id") AND e."status" = 'scheduled' AND trim(d->>'name') <> ''
  GROUP BY 1, 2, 3;
$$;--> statement-breakpoint
SELECT "rebuild_event_tallies"();
