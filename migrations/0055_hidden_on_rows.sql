-- Hand-written. Every list tested each row it read against hidden_content ("not exists ... where target_id = row.id"):
-- a nested anti-join per row, a rescan of the table for each (45 for a five-event page within 50 miles, 626 for an
-- arena's review count), the largest part of a radius page's statement after its index reads. Each reportable kind's
-- rows now carry whether they are hidden, kept by the triggers below from hidden_content, which stays the record of
-- who hid what and why; the indexes the lists read index-only carry the flag, so those reads stay index-only. A rider
-- profile ('rider') is never listed through this test and has no flag.
ALTER TABLE "event_comments" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_post_comments" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_items" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "horse_hotel_reviews" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "footing_reports" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "arena_photos" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "horse_hotel_photos" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "arenas" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "horse_hotels" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "events_cell_pattern_date_idx";--> statement-breakpoint
CREATE INDEX "events_cell_pattern_date_idx" ON "events" USING btree ("geo_cell", "pattern_size", "date")
  INCLUDE ("status", "arena_latitude", "arena_longitude", "name", "id", "hidden") WHERE "deleted_at" IS NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "events_cell_date_idx";--> statement-breakpoint
CREATE INDEX "events_cell_date_idx" ON "events" USING btree ("geo_cell", "date")
  INCLUDE ("status", "arena_latitude", "arena_longitude", "name", "id", "hidden") WHERE "deleted_at" IS NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "events_arena_date_idx";--> statement-breakpoint
CREATE INDEX "events_arena_date_idx" ON "events" USING btree ("arena_id", "date")
  INCLUDE ("deleted_at", "status", "pattern_size", "name", "id", "hidden");--> statement-breakpoint
DROP INDEX IF EXISTS "events_producer_date_idx";--> statement-breakpoint
CREATE INDEX "events_producer_date_idx" ON "events" USING btree ("producer_id", "date") INCLUDE ("deleted_at", "id", "hidden");--> statement-breakpoint
DROP INDEX IF EXISTS "arenas_cell_rating_idx";--> statement-breakpoint
CREATE INDEX "arenas_cell_rating_idx" ON "arenas" USING btree ("geo_cell", "weighted_rating" DESC NULLS LAST, lower("name"), "id")
  INCLUDE ("latitude_float8", "longitude_float8", "name", "hidden");--> statement-breakpoint
DROP INDEX IF EXISTS "horse_hotels_point_idx";--> statement-breakpoint
CREATE INDEX "horse_hotels_point_idx" ON "horse_hotels" USING gist (point("longitude"::float8, "latitude"::float8))
  INCLUDE ("latitude", "longitude", "id", "hidden");--> statement-breakpoint
DROP INDEX IF EXISTS "events_live_by_date_idx";--> statement-breakpoint
CREATE INDEX "events_live_by_date_idx" ON "events" USING btree ("date", lower("name"), "id") INCLUDE ("hidden") WHERE "deleted_at" IS NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "events_live_by_name_idx";--> statement-breakpoint
CREATE INDEX "events_live_by_name_idx" ON "events" USING btree (lower("name"), "date", "id") INCLUDE ("hidden") WHERE "deleted_at" IS NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "arenas_by_name_idx";--> statement-breakpoint
CREATE INDEX "arenas_by_name_idx" ON "arenas" USING btree (lower("name"), "id") INCLUDE ("hidden");--> statement-breakpoint
DROP INDEX IF EXISTS "arenas_by_rating_idx";--> statement-breakpoint
CREATE INDEX "arenas_by_rating_idx" ON "arenas" USING btree ("weighted_rating" DESC NULLS LAST, lower("name"), "id") INCLUDE ("hidden");--> statement-breakpoint
DROP INDEX IF EXISTS "horse_hotels_by_name_idx";--> statement-breakpoint
CREATE INDEX "horse_hotels_by_name_idx" ON "horse_hotels" USING btree ("name", "id") INCLUDE ("hidden");--> statement-breakpoint
DROP INDEX IF EXISTS "horse_hotels_by_rating_idx";--> statement-breakpoint
CREATE INDEX "horse_hotels_by_rating_idx" ON "horse_hotels" USING btree ("weighted_rating" DESC NULLS LAST, "name", "id") INCLUDE ("hidden");--> statement-breakpoint
CREATE FUNCTION "mark_hidden_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  now_hidden boolean := TG_OP = 'INSERT';
BEGIN
  UPDATE "event_comments" SET "hidden" = now_hidden FROM changed WHERE changed."target_type" = 'event_comment' AND changed."target_id" = "event_comments"."id" AND "event_comments"."hidden" <> now_hidden;
  UPDATE "feed_post_comments" SET "hidden" = now_hidden FROM changed WHERE changed."target_type" = 'post_comment' AND changed."target_id" = "feed_post_comments"."id" AND "feed_post_comments"."hidden" <> now_hidden;
  UPDATE "feed_items" SET "hidden" = now_hidden FROM changed WHERE changed."target_type" = 'post' AND changed."target_id" = "feed_items"."id" AND "feed_items"."hidden" <> now_hidden;
  UPDATE "reviews" SET "hidden" = now_hidden FROM changed WHERE changed."target_type" = 'arena_review' AND changed."target_id" = "reviews"."id" AND "reviews"."hidden" <> now_hidden;
  UPDATE "horse_hotel_reviews" SET "hidden" = now_hidden FROM changed WHERE changed."target_type" = 'hotel_review' AND changed."target_id" = "horse_hotel_reviews"."id" AND "horse_hotel_reviews"."hidden" <> now_hidden;
  UPDATE "footing_reports" SET "hidden" = now_hidden FROM changed WHERE changed."target_type" = 'ground_report' AND changed."target_id" = "footing_reports"."id" AND "footing_reports"."hidden" <> now_hidden;
  UPDATE "arena_photos" SET "hidden" = now_hidden FROM changed WHERE changed."target_type" = 'arena_photo' AND changed."target_id" = "arena_photos"."id" AND "arena_photos"."hidden" <> now_hidden;
  UPDATE "horse_hotel_photos" SET "hidden" = now_hidden FROM changed WHERE changed."target_type" = 'hotel_photo' AND changed."target_id" = "horse_hotel_photos"."id" AND "horse_hotel_photos"."hidden" <> now_hidden;
  UPDATE "events" SET "hidden" = now_hidden FROM changed WHERE changed."target_type" = 'event' AND changed."target_id" = "events"."id" AND "events"."hidden" <> now_hidden;
  UPDATE "arenas" SET "hidden" = now_hidden FROM changed WHERE changed."target_type" = 'arena' AND changed."target_id" = "arenas"."id" AND "arenas"."hidden" <> now_hidden;
  UPDATE "horse_hotels" SET "hidden" = now_hidden FROM changed WHERE changed."target_type" = 'horse_hotel' AND changed."target_id" = "horse_hotels"."id" AND "horse_hotels"."hidden" <> now_hidden;
  UPDATE "service_providers" SET "hidden" = now_hidden FROM changed WHERE changed."target_type" = 'service' AND changed."target_id" = "service_providers"."id" AND "service_providers"."hidden" <> now_hidden;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "rows_hidden" AFTER INSERT ON "hidden_content" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_hidden_rows"();--> statement-breakpoint
CREATE TRIGGER "rows_restored" AFTER DELETE ON "hidden_content" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_hidden_rows"();--> statement-breakpoint
ALTER TABLE "hidden_content" ENABLE ALWAYS TRIGGER "rows_hidden";--> statement-breakpoint
ALTER TABLE "hidden_content" ENABLE ALWAYS TRIGGER "rows_restored";--> statement-breakpoint
-- Rows hidden before the flag existed. Last, and their deferred data-version triggers fired at once: a table with
-- trigger events pending takes no CREATE INDEX later in the same transaction.
UPDATE "event_comments" SET "hidden" = true FROM "hidden_content" h WHERE h."target_type" = 'event_comment' AND h."target_id" = "event_comments"."id";--> statement-breakpoint
UPDATE "feed_post_comments" SET "hidden" = true FROM "hidden_content" h WHERE h."target_type" = 'post_comment' AND h."target_id" = "feed_post_comments"."id";--> statement-breakpoint
UPDATE "feed_items" SET "hidden" = true FROM "hidden_content" h WHERE h."target_type" = 'post' AND h."target_id" = "feed_items"."id";--> statement-breakpoint
UPDATE "reviews" SET "hidden" = true FROM "hidden_content" h WHERE h."target_type" = 'arena_review' AND h."target_id" = "reviews"."id";--> statement-breakpoint
UPDATE "horse_hotel_reviews" SET "hidden" = true FROM "hidden_content" h WHERE h."target_type" = 'hotel_review' AND h."target_id" = "horse_hotel_reviews"."id";--> statement-breakpoint
UPDATE "footing_reports" SET "hidden" = true FROM "hidden_content" h WHERE h."target_type" = 'ground_report' AND h."target_id" = "footing_reports"."id";--> statement-breakpoint
UPDATE "arena_photos" SET "hidden" = true FROM "hidden_content" h WHERE h."target_type" = 'arena_photo' AND h."target_id" = "arena_photos"."id";--> statement-breakpoint
UPDATE "horse_hotel_photos" SET "hidden" = true FROM "hidden_content" h WHERE h."target_type" = 'hotel_photo' AND h."target_id" = "horse_hotel_photos"."id";--> statement-breakpoint
UPDATE "events" SET "hidden" = true FROM "hidden_content" h WHERE h."target_type" = 'event' AND h."target_id" = "events"."id";--> statement-breakpoint
UPDATE "arenas" SET "hidden" = true FROM "hidden_content" h WHERE h."target_type" = 'arena' AND h."target_id" = "arenas"."id";--> statement-breakpoint
UPDATE "horse_hotels" SET "hidden" = true FROM "hidden_content" h WHERE h."target_type" = 'horse_hotel' AND h."target_id" = "horse_hotels"."id";--> statement-breakpoint
UPDATE "service_providers" SET "hidden" = true FROM "hidden_content" h WHERE h."target_type" = 'service' AND h."target_id" = "service_providers"."id";--> statement-breakpoint
SET CONSTRAINTS "data_version_on_change" IMMEDIATE;--> statement-breakpoint
SET CONSTRAINTS "data_version_on_change" DEFERRED;
