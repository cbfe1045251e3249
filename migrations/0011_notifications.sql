CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" varchar(30) NOT NULL,
	"cause_key" varchar(200) NOT NULL,
	"actor_id" uuid,
	"title" text NOT NULL,
	"body" text,
	"link_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_cause_unique" UNIQUE("user_id","cause_key")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_newest_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
-- Hand-written: every app server LISTENs on 'notifications' and tells the rider's open streams; NOTIFY is sent at
-- commit, so a stream never hears of a notification that was rolled back.
CREATE FUNCTION "notify_rider"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notifications', NEW.user_id::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "notifications_notify_rider" AFTER INSERT OR UPDATE OF "read_at" ON "notifications"
  FOR EACH ROW EXECUTE FUNCTION "notify_rider"();
