-- Trigram indexes for the lists' search (decision 012). pg_trgm is a trusted extension: the
-- database owner may create it; PGlite loads it from @electric-sql/pglite/contrib/pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
