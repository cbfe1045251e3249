-- Hand-written, as migrations/0002_data_version_triggers.sql does for every table public pages read: an arena's
-- page shows its ground reports and their photos, cached for visitors until a committed change moves the data version.
DO $$
DECLARE
  tracked text;
BEGIN
  FOREACH tracked IN ARRAY ARRAY['footing_reports', 'footing_report_photos']
  LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER "data_version_on_change" AFTER INSERT OR UPDATE OR DELETE ON %I
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"()', tracked);
    EXECUTE format('CREATE TRIGGER "data_version_on_truncate" AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"()', tracked);
    EXECUTE format('ALTER TABLE %I ENABLE ALWAYS TRIGGER "data_version_on_change"', tracked);
    EXECUTE format('ALTER TABLE %I ENABLE ALWAYS TRIGGER "data_version_on_truncate"', tracked);
  END LOOP;
END $$;
