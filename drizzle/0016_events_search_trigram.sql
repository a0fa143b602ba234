-- The events list's search (`search_text like '%term%'`) read every event to count its
-- matches: a trigram index finds them instead. pg_trgm ships with PostgreSQL (contrib) and is
-- a trusted extension; where it cannot be created (not installed, no CREATE on the database)
-- the search keeps working, reading every event, and the notice says why.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS "events_search_text_trgm_idx" ON "events" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate = off);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'events search without a trigram index: %', SQLERRM;
END $$;
