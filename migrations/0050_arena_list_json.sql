-- Hand-written: each arena carries its list row as JSON (the view but its upcoming events' count, which moves with the
-- day, the distance and the viewer's flags), kept with every write to it and to its photos, as events' are
-- (migration 0049). The same fields, spelled the same way, as listedArenaColumns (server/features/arenas/
-- arenas.repo.ts, through jsonTextSql): arenas.list-json.test.ts holds each list row to the arena's page.
CREATE FUNCTION "arena_list_json"(a "arenas") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT row_to_json(fields)::text FROM (SELECT a."id" AS "id", a."name" AS "name", a."address" AS "address",
    a."city" AS "city", a."state" AS "state", a."zip_code" AS "zipCode", a."latitude"::text AS "latitude",
    a."longitude"::text AS "longitude", coalesce(a."time_zone", 'America/Chicago') AS "timeZone",
    a."footing_type" AS "footingType", a."footing_condition" AS "footingCondition",
    to_char(a."footing_last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "footingLastUpdated",
    a."parking_surface" AS "parkingSurface", a."parking_capacity" AS "parkingCapacity",
    a."large_rigs_friendly" AS "largeRigsFriendly", a."nearby_fuel" AS "nearbyFuel", a."nearby_food" AS "nearbyFood",
    a."nearby_feed_store" AS "nearbyFeedStore", a."nearby_vet" AS "nearbyVet", a."nearby_farrier" AS "nearbyFarrier",
    a."features" AS "features", a."cover_image" AS "coverImage", a."video_url" AS "videoUrl", a."owner_id" AS "ownerId",
    a."created_by" AS "createdBy", a."saddlebook_arena_url" AS "saddlebookArenaUrl",
    a."record_holder_name" AS "recordHolderName", a."record_time"::text AS "recordTime", a."arena_type" AS "arenaType",
    to_char(a."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
    (SELECT p."photo_url" FROM "arena_photos" p WHERE p."arena_id" = a."id" AND p."photo_type" = 'parking'
      ORDER BY p."created_at" DESC, p."id" DESC LIMIT 1) AS "parkingPhotoUrl",
    array(SELECT p."photo_url" FROM "arena_photos" p WHERE p."arena_id" = a."id" AND p."photo_type" IS DISTINCT FROM 'parking'
      ORDER BY p."created_at" DESC, p."id" DESC LIMIT 5) AS "photos",
    (CASE WHEN a."review_count" > 0 THEN round(a."rating_sum"::numeric / a."review_count", 1) ELSE 0 END)::float8 AS "averageRating",
    a."review_count" AS "reviewCount", a."like_count" AS "likeCount") AS fields
$$;--> statement-breakpoint
ALTER TABLE "arenas" ADD COLUMN "list_json" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Every existing arena in one statement, without a deferred data_version event per row (as migration 0028 did).
ALTER TABLE "arenas" DISABLE TRIGGER "data_version_on_change";--> statement-breakpoint
UPDATE "arenas" SET "list_json" = arena_list_json("arenas");--> statement-breakpoint
ALTER TABLE "arenas" ENABLE ALWAYS TRIGGER "data_version_on_change";--> statement-breakpoint
INSERT INTO "data_version" ("id", "version") VALUES (1, nextval('data_version_seq'))
  ON CONFLICT ("id") DO UPDATE SET "version" = excluded."version";--> statement-breakpoint
-- Written with every change to the arena (its kept review and like figures included), whatever a writer sends.
CREATE FUNCTION "arenas_write_list_json"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."list_json" := arena_list_json(NEW);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "arenas_write_list_json" BEFORE INSERT OR UPDATE ON "arenas" FOR EACH ROW
  EXECUTE FUNCTION "arenas_write_list_json"();--> statement-breakpoint
-- A photo added, moved or removed: its arena is written again (the trigger above writes its JSON).
CREATE FUNCTION "arena_photos_rewrite_list_json"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "arenas" SET "list_json" = '' WHERE "id" = OLD."arena_id";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE "arenas" SET "list_json" = '' WHERE "id" = NEW."arena_id" AND (TG_OP = 'INSERT' OR NEW."arena_id" <> OLD."arena_id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "arena_photos_rewrite_list_json" AFTER INSERT OR UPDATE OR DELETE ON "arena_photos" FOR EACH ROW
  EXECUTE FUNCTION "arena_photos_rewrite_list_json"();
