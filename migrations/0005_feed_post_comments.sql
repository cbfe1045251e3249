CREATE TABLE "feed_post_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"comment_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feed_post_comments" ADD CONSTRAINT "feed_post_comments_post_id_feed_items_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."feed_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_post_comments" ADD CONSTRAINT "feed_post_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_post_comments_post_idx" ON "feed_post_comments" USING btree ("post_id","created_at","id");--> statement-breakpoint
CREATE INDEX "feed_post_comments_user_idx" ON "feed_post_comments" USING btree ("user_id");--> statement-breakpoint
-- Hand-written, as migrations/0002_data_version_triggers.sql does for every table public pages read: the feed (its
-- comment counts) and the threads are cached for visitors until a committed change moves the data version.
CREATE CONSTRAINT TRIGGER "data_version_on_change" AFTER INSERT OR UPDATE OR DELETE ON "feed_post_comments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "data_version_on_truncate" AFTER TRUNCATE ON "feed_post_comments"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();--> statement-breakpoint
ALTER TABLE "feed_post_comments" ENABLE ALWAYS TRIGGER "data_version_on_change";--> statement-breakpoint
ALTER TABLE "feed_post_comments" ENABLE ALWAYS TRIGGER "data_version_on_truncate";
