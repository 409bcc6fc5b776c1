-- The joined search text (docs/decisions/165): the stored search text with every space turned into
-- ß. pg_trgm indexes words (letters and digits; ß is a letter to it in a UTF-8 database, on
-- PostgreSQL and PGlite alike), so in the joined text it also indexes the trigrams across a space:
-- a phrase such as "bond gel" asks the index for "ndß", "dßg" and "ßge", which only rows holding
-- the two words side by side have, where the plain text's trigrams are those of every row holding
-- both words anywhere (half of a million generated products). A query is joined the same way, so
-- where a text holds the query the joined text holds the joined query: the index keeps every
-- match, and the search still checks the text itself. Runs of ASCII letters and digits are left as
-- they are, so the two-character prefilter (decision 083) reads the joined indexes too. The
-- function is immutable and inlined. The plain name indexes stay for the console's name search and
-- the search's close names; the plain search text indexes stay while the previous release may
-- run beside this one, for a later migration to drop. ANALYZE gives the planner the joined texts'
-- statistics at once.
CREATE OR REPLACE FUNCTION catalogue_search_joined(search_text text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT translate(search_text, ' ', 'ß') $$;
--> statement-breakpoint
CREATE INDEX "companies_search_joined_trgm_idx" ON "companies" USING gin (catalogue_search_joined("search_text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_name_joined_trgm_idx" ON "companies" USING gin (catalogue_search_joined("name_search_text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_joined_trgm_idx" ON "products" USING gin (catalogue_search_joined("search_text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_joined_trgm_idx" ON "products" USING gin (catalogue_search_joined("name_search_text") gin_trgm_ops);--> statement-breakpoint
ANALYZE "companies";--> statement-breakpoint
ANALYZE "products";
