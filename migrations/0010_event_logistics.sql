CREATE TABLE "event_attendance" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_attendance_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "event_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"changed_by" uuid,
	"field" varchar(20) NOT NULL,
	"previous_value" text,
	"new_value" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"frequency" varchar(20) NOT NULL,
	"until" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "status" varchar(20) DEFAULT 'scheduled' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "divisions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "total_added_money" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "entries_open_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "entries_close_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "late_fee" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "draw_url" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "draw_posted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "results_url" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "stalls_available" boolean;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "stall_price_per_night" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "stall_status" varchar(20);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "stall_reservation_url" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "rv_hookups" varchar(20);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "rv_price_per_night" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "dry_camping_allowed" boolean;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "gate_hours" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "health_papers" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "contact_phone" varchar(30);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "going_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "interested_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_attendance" ADD CONSTRAINT "event_attendance_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendance" ADD CONSTRAINT "event_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_changes" ADD CONSTRAINT "event_changes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_changes" ADD CONSTRAINT "event_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_series" ADD CONSTRAINT "event_series_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_attendance_user_idx" ON "event_attendance" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_changes_event_idx" ON "event_changes" USING btree ("event_id","created_at");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_series_id_event_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."event_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_series_idx" ON "events" USING btree ("series_id","date");--> statement-breakpoint
CREATE INDEX "events_entries_close_idx" ON "events" USING btree ("entries_close_at");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_status_valid" CHECK ("events"."status" in ('scheduled', 'postponed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_counts_not_negative" CHECK ("events"."going_count" >= 0 and "events"."interested_count" >= 0);