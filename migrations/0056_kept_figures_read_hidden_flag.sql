-- Hand-written. The figures kept with the writes (an arena's and a hotel's visible reviews' count and rating sum,
-- migrations 0023, 0031 and 0034; the upcoming events' tallies by day, 0036) asked hidden_content whether each row
-- they counted was hidden, and had triggers of their own on hidden_content for hides and restores. Since 0055 a row
-- carries whether it is hidden, set by hidden_content's triggers with an UPDATE of the row: the figures now read that
-- flag, and that UPDATE moves them as any other change of the row does (a hide takes the row out, a restore puts it
-- back, a deleted row has nothing to restore). One way to be hidden instead of two that had to agree.
DROP TRIGGER "reviews_hidden" ON "hidden_content";--> statement-breakpoint
DROP TRIGGER "reviews_restored" ON "hidden_content";--> statement-breakpoint
DROP FUNCTION "arenas_count_hidden_reviews"();--> statement-breakpoint
DROP TRIGGER "hotel_reviews_hidden" ON "hidden_content";--> statement-breakpoint
DROP TRIGGER "hotel_reviews_restored" ON "hidden_content";--> statement-breakpoint
DROP FUNCTION "horse_hotels_count_hidden_reviews"();--> statement-breakpoint
DROP TRIGGER "event_tallies_hidden" ON "hidden_content";--> statement-breakpoint
DROP TRIGGER "event_tallies_restored" ON "hidden_content";--> statement-breakpoint
DROP FUNCTION "event_tallies_count_hidden"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "arenas_count_reviews"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE sign int := TG_ARGV[0]::int;
BEGIN
  UPDATE "arenas" SET "review_count" = "review_count" + sign * d.n, "rating_sum" = "rating_sum" + sign * d.s
  FROM (SELECT "arena_id", count(*)::int AS n, sum("rating")::int AS s FROM reviews_now
    WHERE NOT reviews_now."hidden" GROUP BY "arena_id") AS d
  WHERE "arenas"."id" = d."arena_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "arenas_change_reviews"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "arenas" SET "review_count" = "review_count" + d.n, "rating_sum" = "rating_sum" + d.s
  FROM (
    SELECT "arena_id", sum(n)::int AS n, sum(s)::int AS s FROM (
      SELECT "arena_id", 1 AS n, "rating" AS s FROM added_reviews WHERE NOT added_reviews."hidden"
      UNION ALL SELECT "arena_id", -1, -"rating" FROM removed_reviews WHERE NOT removed_reviews."hidden"
    ) AS changes GROUP BY "arena_id"
  ) AS d
  WHERE "arenas"."id" = d."arena_id" AND (d.n <> 0 OR d.s <> 0);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "horse_hotels_count_reviews"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE sign int := TG_ARGV[0]::int;
BEGIN
  UPDATE "horse_hotels" SET "review_count" = "review_count" + sign * d.n, "rating_sum" = "rating_sum" + sign * d.s
  FROM (SELECT "horse_hotel_id", count(*)::int AS n, sum("rating")::int AS s FROM reviews_now
    WHERE NOT reviews_now."hidden" GROUP BY "horse_hotel_id") AS d
  WHERE "horse_hotels"."id" = d."horse_hotel_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "horse_hotels_change_reviews"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "horse_hotels" SET "review_count" = "review_count" + d.n, "rating_sum" = "rating_sum" + d.s
  FROM (
    SELECT "horse_hotel_id", sum(n)::int AS n, sum(s)::int AS s FROM (
      SELECT "horse_hotel_id", 1 AS n, "rating" AS s FROM added_reviews WHERE NOT added_reviews."hidden"
      UNION ALL SELECT "horse_hotel_id", -1, -"rating" FROM removed_reviews WHERE NOT removed_reviews."hidden"
    ) AS changes GROUP BY "horse_hotel_id"
  ) AS d
  WHERE "horse_hotels"."id" = d."horse_hotel_id" AND (d.n <> 0 OR d.s <> 0);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "event_tallies_count_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "apply_event_tally_changes"(ARRAY(
    SELECT ROW(TG_ARGV[0]::int, e."date", e."status" = 'scheduled', e."divisions")::"event_tally_change" FROM events_now e
    WHERE e."deleted_at" IS NULL AND NOT e."hidden"));
  RETURN NULL;
END $$;--> statement-breakpoint
-- What a change of day, status, divisions, removal or hiding takes out and puts in (other changes, such as the
-- attendance counts, change nothing here).
CREATE OR REPLACE FUNCTION "event_tallies_change_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "apply_event_tally_changes"(ARRAY(
    SELECT ROW(side.sign, side."date", side."status" = 'scheduled', side."divisions")::"event_tally_change"
    FROM events_before o JOIN events_after n ON n."id" = o."id"
    CROSS JOIN LATERAL (VALUES (-1, o."date", o."status", o."divisions", o."deleted_at" IS NULL AND NOT o."hidden"),
      (1, n."date", n."status", n."divisions", n."deleted_at" IS NULL AND NOT n."hidden")) AS side(sign, "date", "status", "divisions", "live")
    WHERE (o."date", o."status", o."divisions", o."deleted_at", o."hidden") IS DISTINCT FROM (n."date", n."status", n."divisions", n."deleted_at", n."hidden")
      AND side."live"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "rebuild_event_tallies"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "event_day_counts";
  DELETE FROM "event_division_day_counts";
  INSERT INTO "event_day_counts" ("day", "live_events")
  SELECT (e."date" AT TIME ZONE 'UTC')::date, count(*)::int FROM "events" e
  WHERE e."deleted_at" IS NULL AND NOT e."hidden" GROUP BY 1;
  INSERT INTO "event_division_day_counts" ("day", "name_key", "spelling", "entries")
  SELECT (e."date" AT TIME ZONE 'UTC')::date, lower(trim(d->>'name')), trim(d->>'name'), count(*)::int
  FROM "events" e, jsonb_array_elements(e."divisions") AS d
  WHERE e."deleted_at" IS NULL AND NOT e."hidden" AND e."status" = 'scheduled' AND trim(d->>'name') <> ''
  GROUP BY 1, 2, 3;
$$;--> statement-breakpoint
DROP FUNCTION "review_is_hidden"(uuid);--> statement-breakpoint
DROP FUNCTION "hotel_review_is_hidden"(uuid);--> statement-breakpoint
DROP FUNCTION "event_is_hidden"(uuid);
