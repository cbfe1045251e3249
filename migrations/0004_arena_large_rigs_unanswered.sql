ALTER TABLE "arenas" ALTER COLUMN "large_rigs_friendly" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "arenas" ALTER COLUMN "large_rigs_friendly" DROP NOT NULL;--> statement-breakpoint
-- Hand-written. Until now an unanswered question was stored as false ('Limited'): the quick create-arena dialog never
-- asked it. A rider who said nothing about parking at all did not say "limited", so those rows become unanswered.
UPDATE "arenas" SET "large_rigs_friendly" = NULL
  WHERE "large_rigs_friendly" = false AND "parking_surface" IS NULL AND "parking_capacity" IS NULL;--> statement-breakpoint
-- Hand-written. The quick dialog stored the picked place's whole address ('Dublin, TX, USA'), which pages print
-- before the city and state: keep only the street, as shared/address.ts streetLine does for new arenas.
UPDATE "arenas" AS "arena" SET "address" = nullif(btrim(regexp_replace("arena"."address", "place"."pattern", '', 'i')), '')
  FROM (SELECT "id", '(^|,)\s*' || regexp_replace(btrim("city"), '([^[:alnum:][:space:]])', '\\\1', 'g')
      || '\s*,\s*' || btrim("state") || '(\s+\d{5}(-\d{4})?)?(\s*,\s*(USA|United States))?\s*$' AS "pattern"
    FROM "arenas" WHERE "address" IS NOT NULL) AS "place"
  WHERE "place"."id" = "arena"."id" AND "arena"."address" ~* "place"."pattern";
