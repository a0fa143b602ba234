ALTER TABLE "event_registration_counts" ADD COLUMN "not_cancelled" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The same rule as 0014, for both totals: every write adds or takes away, per event, the rows
-- it wrote and those of them that are not cancelled (a status change moves only the second).
CREATE OR REPLACE FUNCTION "event_registration_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "event_registration_counts";
  ELSIF TG_OP = 'DELETE' THEN
    -- An update only: the event itself may be going, its registrations with it by cascade.
    UPDATE "event_registration_counts" AS c
      SET "registrations" = c."registrations" - gone."n",
          "not_cancelled" = c."not_cancelled" - gone."live"
      FROM (
        SELECT "event_id", count(*) AS "n", count(*) FILTER (WHERE "status" <> 'cancelled') AS "live"
        FROM "removed" GROUP BY "event_id"
      ) gone
      WHERE c."event_id" = gone."event_id";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "event_registration_counts" AS c ("event_id", "registrations", "not_cancelled")
      SELECT "event_id", count(*), count(*) FILTER (WHERE "status" <> 'cancelled')
      FROM "added" GROUP BY "event_id"
      ON CONFLICT ("event_id") DO UPDATE
        SET "registrations" = c."registrations" + excluded."registrations",
            "not_cancelled" = c."not_cancelled" + excluded."not_cancelled";
  ELSE
    -- An update that moved registrations to another event, or cancelled or restored some (a
    -- transition table exists only in the statement it names).
    INSERT INTO "event_registration_counts" AS c ("event_id", "registrations", "not_cancelled")
      SELECT "event_id", sum("d"), sum("live") FROM (
        SELECT "event_id", 1 AS "d", ("status" <> 'cancelled')::int AS "live" FROM "added"
        UNION ALL
        SELECT "event_id", -1, -(("status" <> 'cancelled')::int) FROM "removed"
      ) moved GROUP BY "event_id" HAVING sum("d") <> 0 OR sum("live") <> 0
      ON CONFLICT ("event_id") DO UPDATE
        SET "registrations" = c."registrations" + excluded."registrations",
            "not_cancelled" = c."not_cancelled" + excluded."not_cancelled";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
UPDATE "event_registration_counts" AS c SET "not_cancelled" = kept."live"
  FROM (
    SELECT "event_id", count(*) FILTER (WHERE "status" <> 'cancelled') AS "live"
    FROM "registrations" GROUP BY "event_id"
  ) kept
  WHERE c."event_id" = kept."event_id";
