-- The joined search text (0036, docs/decisions/175) by replace() instead of translate(): the same
-- text for every input (one character, a space, for another, ß), so the four joined trigram
-- indexes stay valid as they are and nothing is rebuilt. A search rechecks every row its trigrams
-- return by computing the joined text again, and translate() walks the text character by
-- character where replace() searches it for the space: 4.3 µs against 1.0 µs per 300-character
-- text, measured. A two-word search that the trigrams of common words lead to ten thousand rows
-- is about twice as fast.
CREATE OR REPLACE FUNCTION catalogue_search_joined(search_text text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT replace(search_text, ' ', 'ß') $$;
