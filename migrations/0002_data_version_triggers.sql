-- The version server-side response caches compare (shared/schema/cache.ts, server/http/visitor-cache.ts). Values come
-- from a sequence, so a version is never handed out twice, even after data_version itself is emptied.
CREATE SEQUENCE "data_version_seq";
--> statement-breakpoint
INSERT INTO "data_version" ("id", "version") VALUES (1, nextval('data_version_seq'));
--> statement-breakpoint
-- Once per transaction, at commit (the row triggers below are deferred): a committed change is never visible without
-- its new version, and by then the transaction holds every data-row lock it needs, so waiting for this one row
-- cannot deadlock; writers hold it only while they commit.
CREATE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('cloverleaf.data_version_bumped', true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config('cloverleaf.data_version_bumped', 'yes', true);
    INSERT INTO "data_version" ("id", "version") VALUES (1, nextval('data_version_seq'))
      ON CONFLICT ("id") DO UPDATE SET "version" = excluded."version";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every table a cached public response reads (lists and details of events, arenas, the feed, comments). Tables that
-- only say something about the viewer (saves, follows, trips) are left out: cached responses are visitors' only.
-- ENABLE ALWAYS: bulk loads that skip ordinary triggers (session_replication_role = replica) still bump it.
DO $$
DECLARE
  tracked text;
BEGIN
  FOREACH tracked IN ARRAY ARRAY['arenas', 'arena_photos', 'arena_likes', 'reviews', 'review_photos', 'events',
    'event_producers', 'event_comments', 'feed_items', 'users', 'user_badges']
  LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER "data_version_on_change" AFTER INSERT OR UPDATE OR DELETE ON %I
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"()', tracked);
    EXECUTE format('CREATE TRIGGER "data_version_on_truncate" AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"()', tracked);
    EXECUTE format('ALTER TABLE %I ENABLE ALWAYS TRIGGER "data_version_on_change"', tracked);
    EXECUTE format('ALTER TABLE %I ENABLE ALWAYS TRIGGER "data_version_on_truncate"', tracked);
  END LOOP;
END $$;
