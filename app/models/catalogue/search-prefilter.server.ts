/**
 * How a search query reaches its rows: the condition "this stored search text contains the
 * query", written so that an index serves it (docs/decisions/083, 165).
 *
 * - Queries with a trigram go through the trigram indexes of the *joined* text (migrations 0036, 0037,
 *   catalogue_search_joined): the stored text with every space turned into ß, a letter to pg_trgm
 *   (as ASCII letters and digits are, in a UTF-8 database) that no stored text needs. pg_trgm,
 *   which indexes words, then also indexes the trigrams across a space: "bond gel" asks for "ndß",
 *   "dßg" and "ßge", found where the two words stand side by side, instead of every row that
 *   holds both words somewhere (at a million products, half of them).
 * - Queries in which pg_trgm finds no trigram (decision 083): symbols only ("%_%", "😀😀",
 *   "--"), two letters or digits ("qz", "09"), a letter and a symbol ("x-"). A LIKE on such a
 *   query gives the trigram index nothing to look up, so PostgreSQL reads the whole index (seconds
 *   at a million products) or the table. They pass a prefilter instead: a condition that every
 *   row containing the query satisfies (never fewer rows), served by an index.
 *
 * Either way the text itself is then checked with strpos, which no index serves: so the planner
 * reaches the rows only through the joined trigrams or the prefilter, never through a LIKE
 * without a trigram, and results are exactly those of a substring match. Which path is taken is
 * decided here from the query; every pattern is computed in SQL from the database's lower(query),
 * so the choice can only make a search slower or faster, never change what it finds.
 */
import { type SQL, sql } from "drizzle-orm";
import { escapeLike } from "~/lib/like-pattern";

/** How a query reaches its rows through an index. */
export type IndexPath = "trigram" | "two-characters" | "shape";

/**
 * Three ASCII letters, digits or spaces in a row: with each space a ß (a letter to pg_trgm), the
 * joined trigram index has a trigram to look up.
 */
const HAS_TRIGRAM = /[a-z0-9 ]{3}/i;
const TWO_CHARACTERS = /^[a-z0-9]{2}$/i;

/**
 * - `trigram`: three ASCII letters, digits or spaces in a row ("bond", "a b"), which the joined
 *   trigram indexes read as a trigram.
 * - `two-characters`: two ASCII letters or digits ("co", "09").
 * - `shape`: anything else, with a symbol or a non-ASCII character in it ("x-", "é1").
 */
export function indexPath(query: string): IndexPath {
  if (HAS_TRIGRAM.test(query)) return "trigram";
  if (TWO_CHARACTERS.test(query)) return "two-characters";
  return "shape";
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

/** The text as the trigram indexes read it: each space a ß (migrations 0036, 0037). */
const joined = (text: SQL) => sql`catalogue_search_joined(${text})`;

/**
 * "`table`.`column` contains `query`", for a stored search text (`search_text`) or its name part
 * (`name_search_text`); `table` names the row in the query (`products`, `c`). Why each path keeps
 * every match (t: the text, q: the lower-cased query; a run: a maximal sequence of ASCII letters
 * and digits, which turning spaces into ß leaves as they are):
 *
 * - `trigram`: LIKE on the joined text, served by the column's joined trigram index. Where t
 *   holds q, the joined t holds the joined q.
 * - `two-characters` `xy`: an occurrence lies in a run of t. If that run is longer than two, a
 *   letter or digit stands right before or after `xy` (the regex `[a-z0-9]xy|xy[a-z0-9]`, which
 *   pg_trgm turns into 72 trigrams; it matches the joined text where it matches t, so the joined
 *   index of the column serves it, and a name branch looks up names); if the run is exactly `xy`,
 *   t's shape (migration 0014) holds `xy`.
 * - `shape` (the shape keeps runs of one or two and writes a longer one as its first character,
 *   DEL, its last; it is always the whole search text's): a run inside q is a whole run of t, so
 *   it has the same shape; q's first run is the end of a run of t, whose shape ends with the same
 *   last character; its last run likewise starts one. So t's shape contains the shape of q with
 *   its first run cut to its last character and its last run to its first.
 */
export function containsQuery(
  query: string,
  table: string,
  column: "search_text" | "name_search_text",
): SQL {
  const text = sql.raw(`${table}.${column}`);
  const q = sql`lower(${query}::text)`;
  // Exact, cheap (checked before the joined text is computed), and estimated by the planner as
  // keeping almost every row, so its estimate of a branch is the index condition's alone.
  const exact = sql`strpos(${text}, ${q}) <> 0`;
  const path = indexPath(query);
  if (path === "trigram") {
    const pattern = sql`lower(${`%${escapeLike(query)}%`}::text)`;
    return sql`${exact} AND ${joined(text)} LIKE ${joined(pattern)}`;
  }
  const shape = sql`catalogue_search_shape(${sql.raw(`${table}.search_text`)})`;
  if (path === "two-characters") {
    return sql`${exact} AND (${joined(text)} ~ ('[a-z0-9]' || ${q} || '|' || ${q} || '[a-z0-9]')
      OR ${shape} LIKE ('%' || catalogue_search_shape(${q}) || '%'))`;
  }
  return sql`${exact} AND ${shape} LIKE ${shapePattern(q)}`;
}
