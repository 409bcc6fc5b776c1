/**
 * Index prefilters for search queries in which pg_trgm finds no trigram (docs/decisions/083):
 * symbols only ("%_%", "😀😀", "--"), two letters or digits ("qz"), a letter and a symbol ("x-").
 * A LIKE on such a query cannot use the trigram index, so a query that matches little read every
 * row. Each prefilter here is a condition on a table's stored search text that every row
 * containing the query satisfies (never fewer rows), served by an index; the search still checks
 * the text itself with LIKE, so results are exactly the same. Which prefilter is used is decided
 * here from the query; every pattern is computed in SQL from the database's lower(query), so the
 * choice can only make a search slower or faster, never change what it finds.
 */
import { type SQL, sql } from "drizzle-orm";

/** How a query reaches its rows through an index. */
export type IndexPath = "trigram" | "two-characters" | "shape";

/** Three ASCII letters or digits in a row: pg_trgm has a trigram to look up. */
const HAS_TRIGRAM = /[a-z0-9]{3}/i;
const TWO_CHARACTERS = /^[a-z0-9]{2}$/i;
/** A character the shape keeps as it is (not an ASCII letter or digit, not a space). */
const HAS_SYMBOL = /[^a-z0-9\s]/i;

/**
 * - `trigram`: the trigram indexes as before (also for letters and spaces only, e.g. "a b", whose
 *   padded trigrams pg_trgm does use).
 * - `two-characters`: two ASCII letters or digits.
 * - `shape`: anything else with a symbol or a non-ASCII character in it.
 */
export function indexPath(query: string): IndexPath {
  if (HAS_TRIGRAM.test(query)) return "trigram";
  if (TWO_CHARACTERS.test(query)) return "two-characters";
  if (HAS_SYMBOL.test(query)) return "shape";
  return "trigram";
}

/**
 * The LIKE pattern of the lower-cased `query` on a shape (migration 0014): the shape of the query
 * with its first run cut to its last character and its last run to its first, in hex (so there is
 * no wildcard to escape). A query that is one run (never sent here, but lower() might turn a
 * non-ASCII letter into an ASCII one) gets '%', which keeps every row.
 */
function shapePattern(query: SQL): SQL {
  const ends = sql`regexp_replace(regexp_replace(${query}, '^[a-z0-9]+([a-z0-9])', '\\1'),
    '([a-z0-9])[a-z0-9]+$', '\\1')`;
  return sql`(CASE WHEN ${query} ~ '^[a-z0-9]+$' THEN '%'
    ELSE '%' || catalogue_search_shape(${ends}) || '%' END)`;
}

/**
 * The prefilter of `query` for a row whose stored search text is `searchText` (the column
 * `companies.search_text` or `products.search_text`), or null when the trigram indexes serve the
 * query themselves. `matched` is the column the query must be found in, the search text or the
 * name part of it (`name_search_text`, behind its own trigram index): the two-character regex
 * reads it, so a name branch looks up names only; the shape is always the whole search text's.
 *
 * Why each keeps every match (t: a stored search text, q: the lower-cased query; a run: a maximal
 * sequence of ASCII letters and digits; the shape keeps runs of one or two and writes a longer
 * one as its first character, DEL, its last):
 * - Two characters `xy`: an occurrence lies in a run of t. If that run is longer than two, a
 *   letter or digit stands right before or after `xy` (the regex `[a-z0-9]xy|xy[a-z0-9]`, which
 *   pg_trgm turns into 72 trigrams); if it is exactly `xy`, t's shape holds `xy`.
 * - Otherwise: a run inside q is a whole run of t, so it has the same shape; q's first run is the
 *   end of a run of t, whose shape ends with the same last character; q's last run likewise
 *   starts a run of t. So t's shape contains the shape of q with its first run cut to its last
 *   character and its last run to its first.
 */
export function searchPrefilter(query: string, searchText: SQL, matched = searchText): SQL | null {
  const path = indexPath(query);
  if (path === "trigram") return null;
  const q = sql`lower(${query}::text)`;
  const shape = sql`catalogue_search_shape(${searchText})`;
  if (path === "two-characters") {
    return sql`(${matched} ~ ('[a-z0-9]' || ${q} || '|' || ${q} || '[a-z0-9]')
      OR ${shape} LIKE ('%' || catalogue_search_shape(${q}) || '%'))`;
  }
  return sql`${shape} LIKE ${shapePattern(q)}`;
}
