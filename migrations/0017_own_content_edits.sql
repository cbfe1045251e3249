ALTER TABLE "reviews" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "horse_hotel_reviews" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feed_items" ADD COLUMN "review_id" uuid;--> statement-breakpoint
ALTER TABLE "feed_items" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_items_review_idx" ON "feed_items" USING btree ("review_id");--> statement-breakpoint
-- A review's feed item, found by its arena and writer (one review per rider and arena).
UPDATE "feed_items" f SET "review_id" = r."id" FROM "reviews" r
  WHERE f."type" = 'review' AND f."review_id" IS NULL AND r."arena_id" = f."arena_id" AND r."user_id" = f."user_id";
