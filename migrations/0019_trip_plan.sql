ALTER TABLE "service_providers" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "city" varchar(100);--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "state" varchar(2);--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "latitude" numeric(10, 7);--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "longitude" numeric(10, 7);--> statement-breakpoint
ALTER TABLE "trip_events" ADD COLUMN "notes_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_events" ADD COLUMN "entered_divisions" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_horse_hotels" ADD COLUMN "notes_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_horse_hotels" ADD COLUMN "stalls" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_services" ADD COLUMN "notes_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "start_latitude" numeric(10, 7);--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "start_longitude" numeric(10, 7);--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "end_latitude" numeric(10, 7);--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "end_longitude" numeric(10, 7);--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "notes_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "daily_limit_miles" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "daily_limit_hours" numeric(4, 1) DEFAULT 9 NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "rest_every_hours" numeric(3, 1) DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "towing_speed_mph" integer DEFAULT 55 NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "fuel_mpg" numeric(4, 1) DEFAULT 9 NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "fuel_price" numeric(5, 2) DEFAULT 3.75 NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "share_token" varchar(64);--> statement-breakpoint
CREATE INDEX "service_providers_lat_lng_idx" ON "service_providers" USING btree ("latitude","longitude");--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_share_token_unique" UNIQUE("share_token");--> statement-breakpoint
-- Events and hotel stays now share one order per trip (the itinerary): number the existing ones by day, events
-- first on a tie, undated last, keeping each list's own order otherwise.
WITH stops AS (
  SELECT te.id, te.trip_id, 'event' AS kind, e.date AS day, 0 AS rank, te.order_index, te.created_at
    FROM trip_events te JOIN events e ON e.id = te.event_id
  UNION ALL
  SELECT th.id, th.trip_id, 'hotel', th.check_in_date, 1, th.order_index, th.created_at FROM trip_horse_hotels th
), numbered AS (
  SELECT id, kind, row_number() OVER (
    PARTITION BY trip_id ORDER BY day ASC NULLS LAST, rank, order_index, created_at, id
  ) - 1 AS position FROM stops
), events_done AS (
  UPDATE trip_events te SET order_index = numbered.position FROM numbered
   WHERE numbered.kind = 'event' AND te.id = numbered.id
)
UPDATE trip_horse_hotels th SET order_index = numbered.position FROM numbered
 WHERE numbered.kind = 'hotel' AND th.id = numbered.id;
