-- Hand-written: an arena, a producer or a series whose shown or searched fields change has its events written again
-- by one trigger function and one UPDATE per change. An arena renamed used to rewrite its events twice (migration
-- 0040's search text, then 0049's list row), one moved twice (0028's position, then the list row), and 0049 kept
-- three copies of one function. Emptying the search text fires both BEFORE triggers of events: events_copy_arena
-- writes the text and the position again from the arena, and events_write_list_json the list row.
DROP TRIGGER "arenas_move_events" ON "arenas";--> statement-breakpoint
DROP FUNCTION "arenas_move_events"();--> statement-breakpoint
DROP TRIGGER "arenas_rename_events" ON "arenas";--> statement-breakpoint
DROP FUNCTION "arenas_rename_events"();--> statement-breakpoint
DROP TRIGGER "events_of_arena_rewrite_list_json" ON "arenas";--> statement-breakpoint
DROP FUNCTION "events_of_arena_rewrite_list_json"();--> statement-breakpoint
DROP TRIGGER "events_of_producer_rewrite_list_json" ON "event_producers";--> statement-breakpoint
DROP FUNCTION "events_of_producer_rewrite_list_json"();--> statement-breakpoint
DROP TRIGGER "events_of_series_rewrite_list_json" ON "event_series";--> statement-breakpoint
DROP FUNCTION "events_of_series_rewrite_list_json"();--> statement-breakpoint
-- TG_ARGV[0]: the column of events that holds the changed row's id.
CREATE FUNCTION "events_of_rewrite"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE "events" SET "search_text" = '''' WHERE %I = $1', TG_ARGV[0]) USING NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "events_of_arena_rewrite" AFTER UPDATE ON "arenas" FOR EACH ROW
  WHEN ((OLD."name", OLD."city", OLD."state", OLD."footing_condition", OLD."latitude", OLD."longitude", OLD."address",
    OLD."zip_code", OLD."time_zone") IS DISTINCT FROM (NEW."name", NEW."city", NEW."state", NEW."footing_condition",
    NEW."latitude", NEW."longitude", NEW."address", NEW."zip_code", NEW."time_zone"))
  EXECUTE FUNCTION "events_of_rewrite"('arena_id');--> statement-breakpoint
CREATE TRIGGER "events_of_producer_rewrite" AFTER UPDATE ON "event_producers" FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name")
  EXECUTE FUNCTION "events_of_rewrite"('producer_id');--> statement-breakpoint
CREATE TRIGGER "events_of_series_rewrite" AFTER UPDATE ON "event_series" FOR EACH ROW
  WHEN ((OLD."frequency", OLD."until") IS DISTINCT FROM (NEW."frequency", NEW."until"))
  EXECUTE FUNCTION "events_of_rewrite"('series_id');
