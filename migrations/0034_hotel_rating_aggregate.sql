ALTER TABLE "horse_hotels" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "horse_hotels" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "horse_hotels" ADD COLUMN "weighted_rating" numeric GENERATED ALWAYS AS (case when review_count > 0
      then (12::numeric + rating_sum) / (3 + review_count) end) STORED;--> statement-breakpoint
CREATE INDEX "horse_hotels_by_rating_idx" ON "horse_hotels" USING btree ("weighted_rating" desc nulls last,"name","id");--> statement-breakpoint
-- Hand-written: a hotel's visible reviews' count and rating sum, kept as arenas' are (migrations 0023, 0031) by
-- statement-level triggers with transition tables: a bulk insert updates each hotel once.
CREATE FUNCTION "hotel_review_is_hidden"(review_id uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM "hidden_content" WHERE "target_type" = 'hotel_review' AND "target_id" = review_id)
$$;--> statement-breakpoint
-- Reviews added (sign 1) or removed (-1): one function, each trigger naming its transition table "reviews_now".
CREATE FUNCTION "horse_hotels_count_reviews"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE sign int := TG_ARGV[0]::int;
BEGIN
  UPDATE "horse_hotels" SET "review_count" = "review_count" + sign * d.n, "rating_sum" = "rating_sum" + sign * d.s
  FROM (SELECT "horse_hotel_id", count(*)::int AS n, sum("rating")::int AS s FROM reviews_now
    WHERE NOT "hotel_review_is_hidden"(reviews_now."id") GROUP BY "horse_hotel_id") AS d
  WHERE "horse_hotels"."id" = d."horse_hotel_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "horse_hotels_change_reviews"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "horse_hotels" SET "review_count" = "review_count" + d.n, "rating_sum" = "rating_sum" + d.s
  FROM (
    SELECT "horse_hotel_id", sum(n)::int AS n, sum(s)::int AS s FROM (
      SELECT "horse_hotel_id", 1 AS n, "rating" AS s FROM added_reviews WHERE NOT "hotel_review_is_hidden"(added_reviews."id")
      UNION ALL SELECT "horse_hotel_id", -1, -"rating" FROM removed_reviews WHERE NOT "hotel_review_is_hidden"(removed_reviews."id")
    ) AS changes GROUP BY "horse_hotel_id"
  ) AS d
  WHERE "horse_hotels"."id" = d."horse_hotel_id" AND (d.n <> 0 OR d.s <> 0);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "horse_hotel_reviews_added" AFTER INSERT ON "horse_hotel_reviews" REFERENCING NEW TABLE AS reviews_now
  FOR EACH STATEMENT EXECUTE FUNCTION "horse_hotels_count_reviews"(1);--> statement-breakpoint
CREATE TRIGGER "horse_hotel_reviews_removed" AFTER DELETE ON "horse_hotel_reviews" REFERENCING OLD TABLE AS reviews_now
  FOR EACH STATEMENT EXECUTE FUNCTION "horse_hotels_count_reviews"('-1');--> statement-breakpoint
CREATE TRIGGER "horse_hotel_reviews_changed" AFTER UPDATE ON "horse_hotel_reviews"
  REFERENCING OLD TABLE AS removed_reviews NEW TABLE AS added_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION "horse_hotels_change_reviews"();--> statement-breakpoint
-- Hiding a review (sign 1) takes it out of its hotel's figures; restoring it (-1) puts it back, unless it was
-- deleted meanwhile. Each trigger names its transition table "hidden_now".
CREATE FUNCTION "horse_hotels_count_hidden_reviews"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE sign int := TG_ARGV[0]::int;
BEGIN
  UPDATE "horse_hotels" SET "review_count" = "review_count" - sign * d.n, "rating_sum" = "rating_sum" - sign * d.s
  FROM (SELECT r."horse_hotel_id", count(*)::int AS n, sum(r."rating")::int AS s FROM hidden_now h
    JOIN "horse_hotel_reviews" r ON r."id" = h."target_id" WHERE h."target_type" = 'hotel_review' GROUP BY r."horse_hotel_id") AS d
  WHERE "horse_hotels"."id" = d."horse_hotel_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "hotel_reviews_hidden" AFTER INSERT ON "hidden_content" REFERENCING NEW TABLE AS hidden_now
  FOR EACH STATEMENT EXECUTE FUNCTION "horse_hotels_count_hidden_reviews"(1);--> statement-breakpoint
CREATE TRIGGER "hotel_reviews_restored" AFTER DELETE ON "hidden_content" REFERENCING OLD TABLE AS hidden_now
  FOR EACH STATEMENT EXECUTE FUNCTION "horse_hotels_count_hidden_reviews"('-1');--> statement-breakpoint
-- Existing reviews, counted once.
UPDATE "horse_hotels" SET "review_count" = totals.n, "rating_sum" = totals.s
FROM (SELECT "horse_hotel_id", count(*)::int AS n, sum("rating")::int AS s FROM "horse_hotel_reviews"
  WHERE NOT "hotel_review_is_hidden"("id") GROUP BY "horse_hotel_id") AS totals
WHERE "horse_hotels"."id" = totals."horse_hotel_id";
