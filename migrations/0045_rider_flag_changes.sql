CREATE TABLE "rider_flag_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rider_flag_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"changes" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rider_flag_changes" ADD CONSTRAINT "rider_flag_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rider_flag_changes_user_idx" ON "rider_flag_changes" USING btree ("user_id");--> statement-breakpoint
-- Hand-written: the counts of changes to each rider's flag rows (shared/schema/cache.ts). Each of these riders gets
-- one more, on a row of theirs no other transaction holds (SKIP LOCKED), else on a new one: a rider's concurrent
-- writes never wait for each other, and the sum counts each committed one. Riders deleted meanwhile are skipped
-- (their rows go with them).
CREATE FUNCTION "count_rider_flag_changes"("riders" uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "changed_rider" uuid;
  "free_row" bigint;
BEGIN
  FOR "changed_rider" IN SELECT DISTINCT unnest("riders") LOOP
    CONTINUE WHEN NOT EXISTS (SELECT FROM "users" WHERE "users"."id" = "changed_rider");
    SELECT "id" INTO "free_row" FROM "rider_flag_changes" WHERE "user_id" = "changed_rider" LIMIT 1 FOR UPDATE SKIP LOCKED;
    IF FOUND THEN
      UPDATE "rider_flag_changes" SET "changes" = "changes" + 1 WHERE "id" = "free_row";
    ELSE
      INSERT INTO "rider_flag_changes" ("user_id", "changes") VALUES ("changed_rider", 1);
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
-- Statement triggers over the changed rows, so a statement counts once per rider however many rows it changed; a
-- TRUNCATE counts a change for every rider.
CREATE FUNCTION "rider_flags_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "count_rider_flag_changes"(array(SELECT "user_id" FROM "changed_rows_new"));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "count_rider_flag_changes"(array(SELECT "user_id" FROM "changed_rows_new" UNION SELECT "user_id" FROM "changed_rows_old"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "count_rider_flag_changes"(array(SELECT "user_id" FROM "changed_rows_old"));
  ELSE
    INSERT INTO "rider_flag_changes" ("user_id", "changes") SELECT "id", 1 FROM "users";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every table a rider's list flags come from (server/features/events/events.viewer-flags.ts,
-- server/features/arenas/arenas.viewer-flags.ts). A bulk load that skips triggers (the scale seed) counts a change
-- for every rider itself.
DO $$
DECLARE
  tracked text;
BEGIN
  FOREACH tracked IN ARRAY ARRAY['saved_events', 'event_attendance', 'arena_likes', 'arena_follows', 'event_producer_follows']
  LOOP
    EXECUTE format('CREATE TRIGGER "rider_flags_on_insert" AFTER INSERT ON %I REFERENCING NEW TABLE AS "changed_rows_new"
      FOR EACH STATEMENT EXECUTE FUNCTION "rider_flags_changed"()', tracked);
    EXECUTE format('CREATE TRIGGER "rider_flags_on_update" AFTER UPDATE ON %I
      REFERENCING OLD TABLE AS "changed_rows_old" NEW TABLE AS "changed_rows_new"
      FOR EACH STATEMENT EXECUTE FUNCTION "rider_flags_changed"()', tracked);
    EXECUTE format('CREATE TRIGGER "rider_flags_on_delete" AFTER DELETE ON %I REFERENCING OLD TABLE AS "changed_rows_old"
      FOR EACH STATEMENT EXECUTE FUNCTION "rider_flags_changed"()', tracked);
    EXECUTE format('CREATE TRIGGER "rider_flags_on_truncate" AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION "rider_flags_changed"()', tracked);
  END LOOP;
END $$;
