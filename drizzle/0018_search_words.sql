CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"uses" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);
--> statement-breakpoint
-- search_words holds every word of the catalogue's names and categories with its number of uses
-- (docs/decisions/121): companies' name, brand and categories, products' name and category, each
-- word 4 to 30 letters or digits, lower-cased. Triggers keep it exact in the writing transaction,
-- once per statement from its transition tables, like sample_request_counts (0006); a statement
-- that changes no name (availability, position) writes nothing. The migration runs in one
-- transaction and locks both tables while it counts, so no write is counted twice or missed.
CREATE FUNCTION catalogue_words(t text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT w FROM regexp_split_to_table(lower(t), '[^[:alnum:]]+') AS w
  WHERE char_length(w) BETWEEN 4 AND 30
$$;
--> statement-breakpoint
CREATE FUNCTION company_words_text(c companies) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT c.name_search_text || ' ' || array_to_string(c.categories, ' ')
$$;
--> statement-breakpoint
CREATE FUNCTION product_words_text(p products) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT p.name_search_text || ' ' || p.category
$$;
--> statement-breakpoint
-- Adds the words of `added` and takes away those of `removed` (texts of rows). Net changes only,
-- in word order, so concurrent writers lock shared words in the same order; a word used no more
-- is deleted. catalogue_words stands in FROM, where PostgreSQL inlines it (in the select list a
-- call per row made a 100,000-product insert on PGlite 3 times slower).
CREATE FUNCTION count_search_words(added text[], removed text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words AS s (word, uses)
    SELECT w, sum(d) FROM (
      SELECT w, 1 AS d FROM unnest(added) AS t, catalogue_words(t) AS w
      UNION ALL SELECT w, -1 FROM unnest(removed) AS t, catalogue_words(t) AS w
    ) c GROUP BY w HAVING sum(d) <> 0 ORDER BY w
  ON CONFLICT (word) DO UPDATE SET uses = s.uses + excluded.uses;
  DELETE FROM search_words
    WHERE uses = 0 AND word IN (SELECT w FROM unnest(removed) AS t, catalogue_words(t) AS w);
$$;
--> statement-breakpoint
-- One trigger function for both tables: TG_ARGV[0] names the function giving a row's text.
-- (Dynamic SQL sees the statement's transition tables as static SQL does.)
CREATE FUNCTION count_changed_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added text[] := '{}';
  removed text[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format('SELECT ARRAY(SELECT %I(n) FROM new_rows n)', TG_ARGV[0]) INTO added;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE format('SELECT ARRAY(SELECT %I(o) FROM old_rows o)', TG_ARGV[0]) INTO removed;
  END IF;
  PERFORM count_search_words(added, removed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- All words again, from the tables as they are (after a TRUNCATE, and below).
CREATE FUNCTION recount_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_words;
  PERFORM count_search_words(ARRAY(SELECT company_words_text(c) FROM companies c)
    || ARRAY(SELECT product_words_text(p) FROM products p), '{}');
  RETURN NULL;
END
$$;
--> statement-breakpoint
LOCK TABLE companies, products IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
-- Per table: insert, update and delete from their transition tables; a truncate counts again.
DO $$
DECLARE
  t text[];
BEGIN
  FOREACH t SLICE 1 IN ARRAY ARRAY[['companies', 'company_words_text'],
    ['products', 'product_words_text']]
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION count_changed_search_words(%L)',
      t[1] || '_words_insert', t[1], t[2]);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows '
      'NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_changed_search_words(%L)',
      t[1] || '_words_update', t[1], t[2]);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION count_changed_search_words(%L)',
      t[1] || '_words_delete', t[1], t[2]);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION recount_search_words()', t[1] || '_words_truncate', t[1]);
  END LOOP;
END
$$;
--> statement-breakpoint
SELECT count_search_words(ARRAY(SELECT company_words_text(c) FROM companies c)
  || ARRAY(SELECT product_words_text(p) FROM products p), '{}');

--> statement-breakpoint
ANALYZE search_words;
