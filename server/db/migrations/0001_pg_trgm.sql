-- Custom SQL migration file, put your code below! --
-- Trigram indexes for the catalogue search (PGlite loads the extension in server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
