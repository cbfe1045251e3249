-- One review per rider and hotel: keep each rider's newest review of a hotel before the constraint goes on.
DELETE FROM "horse_hotel_reviews" AS "older" USING "horse_hotel_reviews" AS "newer"
WHERE "older"."horse_hotel_id" = "newer"."horse_hotel_id" AND "older"."user_id" = "newer"."user_id"
  AND ("older"."created_at", "older"."id") < ("newer"."created_at", "newer"."id");--> statement-breakpoint
ALTER TABLE "horse_hotel_reviews" ADD CONSTRAINT "horse_hotel_reviews_hotel_user_unique" UNIQUE("horse_hotel_id","user_id");
