-- An arena's review count and rating sum (migration 0023) leave hidden reviews out, as every count and average the
-- riders see does: the lists then show the kept figures instead of aggregating each arena's reviews per request,
-- and "highest rated first" no longer counts a hidden review.
CREATE FUNCTION "review_is_hidden"(review_id uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM "hidden_content" WHERE "target_type" = 'arena_review' AND "target_id" = review_id)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "arenas_add_reviews"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "arenas" SET "review_count" = "review_count" + d.n, "rating_sum" = "rating_sum" + d.s
  FROM (SELECT "arena_id", count(*)::int AS n, sum("rating")::int AS s FROM added_reviews
    WHERE NOT "review_is_hidden"(added_reviews."id") GROUP BY "arena_id") AS d
  WHERE "arenas"."id" = d."arena_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "arenas_remove_reviews"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "arenas" SET "review_count" = "review_count" - d.n, "rating_sum" = "rating_sum" - d.s
  FROM (SELECT "arena_id", count(*)::int AS n, sum("rating")::int AS s FROM removed_reviews
    WHERE NOT "review_is_hidden"(removed_reviews."id") GROUP BY "arena_id") AS d
  WHERE "arenas"."id" = d."arena_id";
  RETURN NULL;
END $$;--> statement-breakpoint
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
-- Hiding a review takes it out of its arena's figures; restoring it puts it back (a review deleted meanwhile is gone).
CREATE FUNCTION "arenas_hide_reviews"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "arenas" SET "review_count" = "review_count" - d.n, "rating_sum" = "rating_sum" - d.s
  FROM (SELECT r."arena_id", count(*)::int AS n, sum(r."rating")::int AS s FROM hidden_now h
    JOIN "reviews" r ON r."id" = h."target_id" WHERE h."target_type" = 'arena_review' GROUP BY r."arena_id") AS d
  WHERE "arenas"."id" = d."arena_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "arenas_restore_reviews"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "arenas" SET "review_count" = "review_count" + d.n, "rating_sum" = "rating_sum" + d.s
  FROM (SELECT r."arena_id", count(*)::int AS n, sum(r."rating")::int AS s FROM restored h
    JOIN "reviews" r ON r."id" = h."target_id" WHERE h."target_type" = 'arena_review' GROUP BY r."arena_id") AS d
  WHERE "arenas"."id" = d."arena_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "reviews_hidden" AFTER INSERT ON "hidden_content" REFERENCING NEW TABLE AS hidden_now
  FOR EACH STATEMENT EXECUTE FUNCTION "arenas_hide_reviews"();--> statement-breakpoint
CREATE TRIGGER "reviews_restored" AFTER DELETE ON "hidden_content" REFERENCING OLD TABLE AS restored
  FOR EACH STATEMENT EXECUTE FUNCTION "arenas_restore_reviews"();--> statement-breakpoint
-- Existing figures, counted again without hidden reviews.
UPDATE "arenas" SET "review_count" = coalesce(totals.n, 0), "rating_sum" = coalesce(totals.s, 0)
FROM "arenas" AS a LEFT JOIN (
  SELECT "arena_id", count(*)::int AS n, sum("rating")::int AS s FROM "reviews" WHERE NOT "review_is_hidden"("id") GROUP BY "arena_id"
) AS totals ON totals."arena_id" = a."id"
WHERE "arenas"."id" = a."id" AND ("arenas"."review_count", "arenas"."rating_sum") IS DISTINCT FROM (coalesce(totals.n, 0), coalesce(totals.s, 0));
