CREATE TABLE "hidden_content" (
	"target_type" varchar(30) NOT NULL,
	"target_id" uuid NOT NULL,
	"hidden_by" uuid,
	"reason" text,
	"hidden_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hidden_content_target_type_target_id_pk" PRIMARY KEY("target_type","target_id")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_type" varchar(30) NOT NULL,
	"target_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "reports_one_per_rider" UNIQUE("target_type","target_id","reporter_id")
);
--> statement-breakpoint
ALTER TABLE "hidden_content" ADD CONSTRAINT "hidden_content_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_open_idx" ON "reports" USING btree ("target_type","target_id") WHERE "reports"."resolved_at" is null;--> statement-breakpoint
-- Hand-written, as 0002 and 0009: hiding or restoring an item changes what public pages show, so cached pages for
-- visitors must not outlive it.
DO $$
BEGIN
  CREATE CONSTRAINT TRIGGER "data_version_on_change" AFTER INSERT OR UPDATE OR DELETE ON "hidden_content"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"();
  CREATE TRIGGER "data_version_on_truncate" AFTER TRUNCATE ON "hidden_content"
    FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
  ALTER TABLE "hidden_content" ENABLE ALWAYS TRIGGER "data_version_on_change";
  ALTER TABLE "hidden_content" ENABLE ALWAYS TRIGGER "data_version_on_truncate";
END $$;
