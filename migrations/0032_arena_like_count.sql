-- An arena's likes, kept on its row with each like and unlike (as its reviews are, migration 0023), so a card and a
-- page read the figure instead of counting the arena's likes per request: at scale 100 the most liked arenas have
-- hundreds, and the count grew with the data.
ALTER TABLE "arenas" ADD COLUMN "like_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Likes added (sign 1) or removed (-1), a rider's deleted account included: each trigger names its transition
-- table "likes_now".
CREATE FUNCTION "arenas_count_likes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE sign int := TG_ARGV[0]::int;
BEGIN
  UPDATE "arenas" SET "like_count" = "like_count" + sign * d.n
  FROM (SELECT "arena_id", count(*)::int AS n FROM likes_now GROUP BY "arena_id") AS d
  WHERE "arenas"."id" = d."arena_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "arena_likes_added" AFTER INSERT ON "arena_likes" REFERENCING NEW TABLE AS likes_now
  FOR EACH STATEMENT EXECUTE FUNCTION "arenas_count_likes"(1);--> statement-breakpoint
CREATE TRIGGER "arena_likes_removed" AFTER DELETE ON "arena_likes" REFERENCING OLD TABLE AS likes_now
  FOR EACH STATEMENT EXECUTE FUNCTION "arenas_count_likes"('-1');--> statement-breakpoint
CREATE FUNCTION "arenas_move_likes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "arenas" SET "like_count" = "like_count" + d.n
  FROM (SELECT "arena_id", sum(n)::int AS n FROM (
    SELECT "arena_id", 1 AS n FROM likes_after UNION ALL SELECT "arena_id", -1 FROM likes_before
  ) AS changes GROUP BY "arena_id") AS d
  WHERE "arenas"."id" = d."arena_id" AND d.n <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "arena_likes_moved" AFTER UPDATE ON "arena_likes" REFERENCING OLD TABLE AS likes_before NEW TABLE AS likes_after
  FOR EACH STATEMENT EXECUTE FUNCTION "arenas_move_likes"();--> statement-breakpoint
-- Existing likes, counted.
UPDATE "arenas" SET "like_count" = totals.n
FROM (SELECT "arena_id", count(*)::int AS n FROM "arena_likes" GROUP BY "arena_id") AS totals
WHERE "arenas"."id" = totals."arena_id";
