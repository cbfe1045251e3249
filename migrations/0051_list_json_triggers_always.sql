-- Hand-written: the triggers that write an event's and an arena's list row (migrations 0049, 0050) fire also where
-- triggers are skipped for a bulk load (session_replication_role = replica, as the scale seed loads), so a loaded row
-- has its list row from its insert instead of being written a second time.
ALTER TABLE "events" ENABLE ALWAYS TRIGGER "events_write_list_json";--> statement-breakpoint
ALTER TABLE "arenas" ENABLE ALWAYS TRIGGER "arenas_write_list_json";
