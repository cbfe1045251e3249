-- A producer's events by date, carrying deleted_at and id: the producers' page counts each producer's upcoming
-- events (live and not hidden) off this index alone. Off events_producer_idx (producer_id only) the count read every
-- event row of the page's producers: a page of 50 producers cost 41 ms at scale 10. The producer_id key still serves
-- the foreign key. drizzle's index builder has no INCLUDE, so the schema declares the key columns only.
DROP INDEX "events_producer_idx";--> statement-breakpoint
CREATE INDEX "events_producer_date_idx" ON "events" ("producer_id", "date") INCLUDE ("deleted_at", "id");
