/**
 * Close spellings for a search that finds nothing (docs/decisions/121), from one lookup: the words
 * of the catalogue's names and categories closest to each word of the query, in the search_words
 * table (migration 0017, kept exact by triggers; a few thousand rows behind a trigram index, where
 * splitting every name per query was slow). Spelling correction replaces each word by its closest
 * word a typo away (app/lib/search/typo.ts, docs/decisions/146), "flouride" by "fluoride" but
 * never "gloves" by "glow", and the corrected query is then searched exactly, over every field, so
 * the ranking stays the reference one; the 'No results found' suggestions ('Did you mean') are the
 * public names holding one of the close words, typo or not, most similar to the query first.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { isTypoOf } from "~/lib/search/typo";
import { publicCompany, publicProduct } from "./visibility.server";

/** At most this many words of a query are looked up. */
const MAX_WORDS = 4;
/**
 * pg_trgm similarity a close word needs: pg_trgm.similarity_threshold's default, so `%` finds
 * the candidates in the index without a setting. "flouride" and "fluoride" share 5 of 13
 * trigrams (0.38, measured); below 0.3 unrelated words start to win.
 */
const MIN_SIMILARITY = 0.3;
/** Close words per query word that the suggestions' names may hold. */
const SUGGESTION_WORDS = 3;
/** Close words per query word among which a correction (a typo away) is looked for. */
const CORRECTION_WORDS = 5;
/** Names read per close word for the suggestions, and suggestions shown. */
const NAMES_PER_WORD = 500;
const SUGGESTIONS = 5;

const WORD = /[\p{L}\p{N}]+/gu;

function queryWords(query: string): string[] {
  return (query.toLowerCase().match(WORD) ?? []).slice(0, MAX_WORDS);
}

/**
 * Rows (word, term): for each of `words` that is itself a catalogue word (catalogue_words, the
 * triggers' definition: 4 to 30 letters or digits), up to `perWord` words of the catalogue
 * closest to it, the closest first (ties A→Z).
 */
function closeWords(words: string[], perWord: number): SQL {
  return sql`SELECT q.word, c.term FROM unnest(ARRAY[${sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  )}]::text[]) AS q(word)
    CROSS JOIN LATERAL (
      SELECT s.word AS term FROM search_words s
        WHERE s.word % q.word AND similarity(s.word, q.word) >= ${MIN_SIMILARITY}
          AND q.word IN (SELECT catalogue_words(q.word))
        ORDER BY similarity(s.word, q.word) DESC, s.word COLLATE "C" LIMIT ${perWord}
    ) c`;
}

/**
 * The query with its misspelled words replaced, each by the closest catalogue word a typo away,
 * or null when no word has one.
 */
export async function correctSpelling(db: Database, query: string): Promise<string | null> {
  const words = queryWords(query);
  if (words.length === 0) return null;
  const { rows } = await db.execute<{ word: string; term: string }>(
    closeWords(words, CORRECTION_WORDS),
  );
  const replacements = new Map<string, string>();
  // Closest first: the first typo of each word wins.
  for (const { word, term } of rows) {
    if (!replacements.has(word) && isTypoOf(word, term)) replacements.set(word, term);
  }
  const corrected = words.map((w) => replacements.get(w) ?? w).join(" ");
  return corrected === words.join(" ") ? null : corrected;
}

/**
 * Public company and product names holding a word close to one of the query's, most similar to
 * the whole query first (pg_trgm word similarity; a company's name, not its brand, is shown).
 */
export async function findCloseNames(db: Database, query: string): Promise<string[]> {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const q = sql`lower(${query}::text)`;
  const holdsWord = sql`name_search_text LIKE '%' || w.term || '%'`;
  const { rows } = await db.execute<{ term: string }>(
    sql`WITH w AS (${closeWords(words, SUGGESTION_WORDS)})
      SELECT term FROM (
        SELECT n.name AS term, word_similarity(${q}, lower(n.name)) AS sim FROM w
          CROSS JOIN LATERAL (SELECT name FROM companies
            WHERE ${holdsWord} AND ${publicCompany("companies")}
            LIMIT ${NAMES_PER_WORD}) n
        UNION ALL
        SELECT n.name, word_similarity(${q}, n.name_search_text) FROM w
          CROSS JOIN LATERAL (SELECT name, name_search_text FROM products
            WHERE ${holdsWord}
              AND ${publicProduct("products")}
            LIMIT ${NAMES_PER_WORD}) n
      ) s GROUP BY term ORDER BY max(sim) DESC, term COLLATE "C" LIMIT ${SUGGESTIONS}`,
  );
  return rows.map((r) => r.term);
}
