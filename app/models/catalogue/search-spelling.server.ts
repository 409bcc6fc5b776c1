/**
 * Spelling correction for a search that finds nothing (docs/decisions/121): each word of the
 * query (4 to 30 letters or digits) is replaced by the closest word of a company's or product's
 * name, "flouride" by "fluoride". Names only: they are short, behind their own trigram indexes
 * (name_search_text), and hold the words people search for; the corrected query is then searched
 * exactly, over every field, so the ranking stays the reference one.
 */
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";

/** A word this long or longer is worth correcting; shorter ones have too few trigrams. */
const MIN_WORD = 4;
const MAX_WORD = 30;
/** At most this many words of a query are looked up. */
const MAX_WORDS = 4;
/** Names read per word: the closest by word similarity come from the index first. */
const NAMES_PER_WORD = 50;
/**
 * pg_trgm (word) similarity a replacement needs. "flouride" and "fluoride" share 5 of 13 trigrams
 * (0.38, measured); below 0.3 unrelated words start to win.
 */
const MIN_SIMILARITY = 0.3;

const WORD = /[\p{L}\p{N}]+/gu;

/** The query with its misspelled words replaced, or null when nothing closer was found. */
export async function correctSpelling(db: Database, query: string): Promise<string | null> {
  const words = (query.toLowerCase().match(WORD) ?? []).slice(0, MAX_WORDS);
  const lookedUp = words.filter((w) => w.length >= MIN_WORD && w.length <= MAX_WORD);
  if (lookedUp.length === 0) return null;
  const replacements = await db.transaction(async (tx) => {
    // The default word-similarity threshold (0.6) misses a swapped pair of letters.
    await tx.execute(sql.raw(`SET LOCAL pg_trgm.word_similarity_threshold = ${MIN_SIMILARITY}`));
    const { rows } = await tx.execute<{ word: string; term: string | null }>(
      sql`SELECT q.word, best.term FROM unnest(ARRAY[${sql.join(
        lookedUp.map((w) => sql`${w}`),
        sql`, `,
      )}]::text[]) AS q(word)
      LEFT JOIN LATERAL (
        SELECT t AS term FROM (
          (SELECT name_search_text AS s FROM products WHERE q.word <% name_search_text
            LIMIT ${NAMES_PER_WORD})
          UNION ALL
          (SELECT name_search_text FROM companies WHERE q.word <% name_search_text
            LIMIT ${NAMES_PER_WORD})
        ) n CROSS JOIN LATERAL regexp_split_to_table(n.s, '[^[:alnum:]]+') AS t
        WHERE length(t) >= ${MIN_WORD} AND similarity(t, q.word) >= ${MIN_SIMILARITY}
        ORDER BY similarity(t, q.word) DESC, t COLLATE "C" LIMIT 1
      ) best ON true`,
    );
    return new Map(rows.map((r) => [r.word, r.term]));
  });
  const corrected = words.map((w) => replacements.get(w) ?? w).join(" ");
  return corrected === words.join(" ") ? null : corrected;
}
