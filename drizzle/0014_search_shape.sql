-- The 'shape' of a stored search text, for queries in which pg_trgm finds no trigram (symbols
-- only, two letters or digits, a letter and a symbol; docs/decisions/083-search-speed.md). Runs of
-- ASCII letters and digits are written between two chr(4), a run of three or more as its first
-- character, chr(3) and its last; every other character stays (control characters the text may
-- hold become chr(2), so the markers are never ambiguous); the result is written in hex (the
-- UTF-8 bytes), so pg_trgm, which reads only letters and digits, indexes the symbols too. A LIKE
-- on the shape is a prefilter that keeps every match; the search still checks the text itself.
-- Everything in it is immutable (the text-to-bytea cast goes through bytea's input, which reads
-- only backslashes, hence doubled), so PostgreSQL inlines the function. ANALYZE gives the planner
-- the shapes' statistics now rather than at the next automatic analyze.
CREATE OR REPLACE FUNCTION catalogue_search_shape(search_text text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT encode(replace(regexp_replace(regexp_replace(
    translate(search_text, chr(3) || chr(4), chr(2) || chr(2)),
    '(?<=[a-z0-9])[a-z0-9]+(?=[a-z0-9])', chr(3), 'g'),
    '[a-z0-9' || chr(3) || ']+', chr(4) || '\&' || chr(4), 'g'), '\', '\\')::bytea, 'hex') $$;
--> statement-breakpoint
CREATE INDEX "companies_search_shape_trgm_idx" ON "companies" USING gin (catalogue_search_shape("search_text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_shape_trgm_idx" ON "products" USING gin (catalogue_search_shape("search_text") gin_trgm_ops);--> statement-breakpoint
ANALYZE "companies";--> statement-breakpoint
ANALYZE "products";
