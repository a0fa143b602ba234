-- An import's report lives in its slices: a finished import's items become one slice row over
-- all its items (its outcomes are in its summary, so none are kept).
INSERT INTO "import_slices" ("import_id", "first", "next", "outcomes", "reports")
SELECT "id", 0, ("summary"->>'total_received')::int, '', "items"::text
FROM "imports" WHERE "items" <> '[]'::jsonb
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "imports" DROP COLUMN "items";
