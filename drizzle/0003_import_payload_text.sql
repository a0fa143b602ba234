-- The items are written and read whole: JSON text, not a jsonb tree (see jsonText in schema/columns.ts),
-- stored out of line without compression, which would cost more time than the disk it saves.
ALTER TABLE "imports" ALTER COLUMN "payload" SET DATA TYPE text USING "payload"::text;--> statement-breakpoint
ALTER TABLE "imports" ALTER COLUMN "payload" SET STORAGE EXTERNAL;
