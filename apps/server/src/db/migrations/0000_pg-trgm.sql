-- Trigram indexes make the spec's "search by name / title / payment id" fast with ILIKE '%...%'.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
