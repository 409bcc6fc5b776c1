-- Lower-cased text of a text[] column for trigram indexes (array_to_string is only STABLE, so an
-- index cannot use it directly). Elements are joined with a newline: the search uses this only
-- as an index prefilter and checks each element exactly afterwards (docs/decisions/010).
CREATE OR REPLACE FUNCTION catalogue_search_text(items text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(array_to_string(items, E'\n')) $$;
