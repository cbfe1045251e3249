ALTER TABLE "event_comments" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feed_post_comments" ADD COLUMN "edited_at" timestamp with time zone;