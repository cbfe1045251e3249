-- An arena's review count and rating sum (migration 0023) leave hidden reviews out, as every count and average the
-- riders see does: the lists then show the kept figures instead of aggregating each arena's reviews per request,
-- and "highest rated first" no longer counts a hidden review.
CREATE FUNCTION "review_is_hidden"(review_id uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM "hidden_content" WHERE "target_type" = 'arena_review' AND "target_id" = review_id)
$$;--> statement-breakpoint
-- Reviews added (sign 1) or removed (-1): one function, each trigger naming its transition table "reviews_now".
CREATE FUNCTION "arenas_count_reviews"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE sign int := TG_ARGV[0]::int;
BEGIN
  UPDATE "arenas" SET "review_count" = "review_count" + sign * d.n, "rating_sum" = "rating_sum" + sign * d.s
  FROM (SELECT "arena_id", count(*)::int AS n, sum("rating")::int AS s FROM reviews_now
    WHERE NOT "review_is_hidden"(reviews_now."id") GROUP BY "arena_id") AS d
  WHERE "arenas"."id" = d."arena_id";
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "reviews_added" ON "reviews";--> statement-breakpoint
DROP TRIGGER "reviews_removed" ON "reviews";--> statement-breakpoint
DROP FUNCTION "arenas_add_reviews"();--> statement-breakpoint
DROP FUNCTION "arenas_remove_reviews"();--> statement-breakpoint
CREATE TRIGGER "reviews_added" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS reviews_now
  FOR EACH STATEMENT EXECUTE FUNCTION "arenas_count_reviews"(1);--> statement-breakpoint
CREATE TRIGGER "reviews_removed" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS reviews_now
  FOR EACH STATEMENT EXECUTE FUNCTION "arenas_count_reviews"('-1');--> statement-breakpoint
CREATE OR REPLACE FUNCTION "arenas_change_reviews"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "arenas" SET "review_count" = "review_count" + d.n, "rating_sum" = "rating_sum" + d.s
  FROM (
    SELECT "arena_id", sum(n)::int AS n, sum(s)::int AS s FROM (
      SELECT "arena_id", 1 AS n, "rating" AS s FROM added_reviews WHERE NOT "review_is_hidden"(added_reviews."id")
      UNION ALL SELECT "arena_id", -1, -"rating" FROM removed_reviews WHERE NOT "review_is_hidden"(removed_reviews."id")
    ) AS changes GROUP BY "arena_id"
  ) AS d
  WHERE "arenas"."id" = d."arena_id" AND (d.n <> 0 OR d.s <> 0);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Hiding a review (sign 1) takes it out of its arena's figures; restoring it (-1) puts it back, unless it was
-- deleted meanwhile. Each trigger names its transition table "hidden_now".
CREATE FUNCTION "arenas_count_hidden_reviews"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE sign int := TG_ARGV[0]::int;
BEGIN
  UPDATE "arenas" SET "review_count" = "review_count" - sign * d.n, "rating_sum" = "rating_sum" - sign * d.s
  FROM (SELECT r."arena_id", count(*)::int AS n, sum(r."rating")::int AS s FROM hidden_now h
    JOIN "reviews" r ON r."id" = h."target_id" WHERE h."target_type" = 'arena_review' GROUP BY r."arena_id") AS d
  WHERE "arenas"."id" = d."arena_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "reviews_hidden" AFTER INSERT ON "hidden_content" REFERENCING NEW TABLE AS hidden_now
  FOR EACH STATEMENT EXECUTE FUNCTION "arenas_count_hidden_reviews"(1);--> statement-breakpoint
CREATE TRIGGER "reviews_restored" AFTER DELETE ON "hidden_content" REFERENCING OLD TABLE AS hidden_now
  FOR EACH STATEMENT EXECUTE FUNCTION "arenas_count_hidden_reviews"('-1');--> statement-breakpoint
-- Existing figures, counted again without hidden reviews.
UPDATE "arenas" SET "review_count" = coalesce(totals.n, 0), "rating_sum" = coalesce(totals.s, 0)
FROM "arenas" AS a LEFT JOIN (
  SELECT "arena_id", count(*)::int AS n, sum("rating")::int AS s FROM "reviews" WHERE NOT "review_is_hidden"("id") GROUP BY "arena_id"
) AS totals ON totals."arena_id" = a."id"
WHERE "arenas"."id" = a."id" AND ("arenas"."review_count", "arenas"."rating_sum") IS DISTINCT FROM (coalesce(totals.n, 0), coalesce(totals.s, 0));
