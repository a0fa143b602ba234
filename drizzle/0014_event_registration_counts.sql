CREATE TABLE "event_registration_counts" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"registrations" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_registration_counts" ADD CONSTRAINT "event_registration_counts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "event_registration_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "event_registration_counts";
  ELSIF TG_OP = 'DELETE' THEN
    -- An update only: the event itself may be going, its registrations with it by cascade.
    UPDATE "event_registration_counts" AS c SET "registrations" = c."registrations" - gone."n"
      FROM (SELECT "event_id", count(*) AS "n" FROM "removed" GROUP BY "event_id") gone
      WHERE c."event_id" = gone."event_id";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "event_registration_counts" AS c ("event_id", "registrations")
      SELECT "event_id", count(*) FROM "added" GROUP BY "event_id"
      ON CONFLICT ("event_id") DO UPDATE SET "registrations" = c."registrations" + excluded."registrations";
  ELSE
    -- An update that moved registrations to another event (a transition table exists only
    -- in the statement it names).
    INSERT INTO "event_registration_counts" AS c ("event_id", "registrations")
      SELECT "event_id", sum("d") FROM (
        SELECT "event_id", 1 AS "d" FROM "added"
        UNION ALL
        SELECT "event_id", -1 FROM "removed"
      ) moved GROUP BY "event_id" HAVING sum("d") <> 0
      ON CONFLICT ("event_id") DO UPDATE SET "registrations" = c."registrations" + excluded."registrations";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "registrations_counted_insert" AFTER INSERT ON "registrations" REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "event_registration_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "registrations_counted_update" AFTER UPDATE ON "registrations" REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "event_registration_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "registrations_counted_delete" AFTER DELETE ON "registrations" REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "event_registration_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "registrations_counted_truncate" AFTER TRUNCATE ON "registrations" FOR EACH STATEMENT EXECUTE FUNCTION "event_registration_counts_follow"();--> statement-breakpoint
INSERT INTO "event_registration_counts" ("event_id", "registrations")
  SELECT "event_id", count(*) FROM "registrations" GROUP BY "event_id";
