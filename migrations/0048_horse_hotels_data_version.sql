-- Hand-written, as migrations/0002_data_version_triggers.sql does for every table public pages read: the horse-hotel
-- list keeps its count of matches at the data version it was counted at (server/db/counts-at-version.ts), so a
-- committed change to a hotel (added, edited, removed, its review figures) must move the version too.
CREATE CONSTRAINT TRIGGER "data_version_on_change" AFTER INSERT OR UPDATE OR DELETE ON "horse_hotels"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "data_version_on_truncate" AFTER TRUNCATE ON "horse_hotels"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();--> statement-breakpoint
ALTER TABLE "horse_hotels" ENABLE ALWAYS TRIGGER "data_version_on_change";--> statement-breakpoint
ALTER TABLE "horse_hotels" ENABLE ALWAYS TRIGGER "data_version_on_truncate";
