ALTER TABLE "arenas" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "arenas" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "arenas" ADD COLUMN "weighted_rating" numeric GENERATED ALWAYS AS (case when review_count > 0
      then (12::numeric + rating_sum) / (3 + review_count) end) STORED;--> statement-breakpoint
CREATE INDEX "arenas_by_name_idx" ON "arenas" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "arenas_by_rating_idx" ON "arenas" USING btree ("weighted_rating" desc nulls last,lower("name"),"id");--> statement-breakpoint
-- Existing reviews, counted once.
UPDATE "arenas" SET "review_count" = totals.n, "rating_sum" = totals.s
FROM (SELECT "arena_id", count(*)::int AS n, sum("rating")::int AS s FROM "reviews" GROUP BY "arena_id") AS totals
WHERE "arenas"."id" = totals."arena_id";--> statement-breakpoint
-- Statement-level triggers with transition tables: a bulk insert of a million reviews updates each arena once.
CREATE FUNCTION "arenas_add_reviews"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "arenas" SET "review_count" = "review_count" + d.n, "rating_sum" = "rating_sum" + d.s
  FROM (SELECT "arena_id", count(*)::int AS n, sum("rating")::int AS s FROM added_reviews GROUP BY "arena_id") AS d
  WHERE "arenas"."id" = d."arena_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "arenas_remove_reviews"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "arenas" SET "review_count" = "review_count" - d.n, "rating_sum" = "rating_sum" - d.s
  FROM (SELECT "arena_id", count(*)::int AS n, sum("rating")::int AS s FROM removed_reviews GROUP BY "arena_id") AS d
  WHERE "arenas"."id" = d."arena_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "arenas_change_reviews"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "arenas" SET "review_count" = "review_count" + d.n, "rating_sum" = "rating_sum" + d.s
  FROM (
    SELECT "arena_id", sum(n)::int AS n, sum(s)::int AS s FROM (
      SELECT "arena_id", 1 AS n, "rating" AS s FROM added_reviews
      UNION ALL SELECT "arena_id", -1, -"rating" FROM removed_reviews
    ) AS changes GROUP BY "arena_id"
  ) AS d
  WHERE "arenas"."id" = d."arena_id" AND (d.n <> 0 OR d.s <> 0);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "reviews_added" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS added_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION "arenas_add_reviews"();--> statement-breakpoint
CREATE TRIGGER "reviews_removed" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS removed_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION "arenas_remove_reviews"();--> statement-breakpoint
CREATE TRIGGER "reviews_changed" AFTER UPDATE ON "reviews" REFERENCING OLD TABLE AS removed_reviews NEW TABLE AS added_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION "arenas_change_reviews"();
