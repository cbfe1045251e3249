ALTER TABLE "notifications" ADD COLUMN "email_channel" varchar(20);--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notifications_email_pending_idx" ON "notifications" USING btree ("email_channel","created_at") WHERE "notifications"."email_channel" is not null and "notifications"."emailed_at" is null;