-- Hand-written, as migrations/0048_horse_hotels_data_version.sql does for the hotels: the service providers' list
-- keeps its count of matches at the data version it was counted at (server/db/counts-at-version.ts), so a committed
-- change to a provider (added, edited, removed) must move the version too.
CREATE CONSTRAINT TRIGGER "data_version_on_change" AFTER INSERT OR UPDATE OR DELETE ON "service_providers"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "data_version_on_truncate" AFTER TRUNCATE ON "service_providers"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();--> statement-breakpoint
ALTER TABLE "service_providers" ENABLE ALWAYS TRIGGER "data_version_on_change";--> statement-breakpoint
ALTER TABLE "service_providers" ENABLE ALWAYS TRIGGER "data_version_on_truncate";
