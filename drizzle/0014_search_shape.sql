-- The 'shape' of a stored search text, for queries in which pg_trgm finds no trigram (symbols
-- only, two letters or digits, a letter and a symbol; docs/decisions/083-search-speed.md): each run
-- of three or more ASCII letters and digits becomes its first character, DEL (chr(127), which no
-- query holds) and its last character; shorter runs and every other character stay. So two
-- letters or digits stand side by side in a shape only where a run of exactly two stood. The
-- result is written in hex (the UTF-8 bytes), so pg_trgm, which reads only letters and digits,
-- indexes the symbols too. A LIKE on the shape is a prefilter that keeps every match; the search
-- still checks the text itself. Everything in it is immutable (the text-to-bytea cast goes through
-- bytea's input, which reads only backslashes, hence doubled), so PostgreSQL inlines the function.
-- ANALYZE gives the planner the shapes' statistics now rather than at the next auto-analyze.
CREATE OR REPLACE FUNCTION catalogue_search_shape(search_text text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT encode(replace(regexp_replace(search_text,
    '(?<=[a-z0-9])[a-z0-9]+(?=[a-z0-9])', chr(127), 'g'), '\', '\\')::bytea, 'hex') $$;
--> statement-breakpoint
CREATE INDEX "companies_search_shape_trgm_idx" ON "companies" USING gin (catalogue_search_shape("search_text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_shape_trgm_idx" ON "products" USING gin (catalogue_search_shape("search_text") gin_trgm_ops);--> statement-breakpoint
ANALYZE "companies";--> statement-breakpoint
ANALYZE "products";
