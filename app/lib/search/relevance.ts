/**
 * What a search query is (spec §5): the text matched, once control characters are removed and
 * it is trimmed, and only from 2 characters on. Relevance is computed in SQL
 * (app/models/search.server.ts); tests/oracles/search-relevance.ts is its reference definition,
 * which a test compares the SQL with.
 */

export const MIN_QUERY_LENGTH = 2;
/** Control characters (C0, DEL, C1): never part of a query; the stored search text uses them to
 * separate fields, so a query without them can never match across two fields. */
const CONTROL_CHARACTERS = /\p{Cc}/gu;

/**
 * The query as matched: control characters removed, then trimmed; null when it is too short to
 * search (spec §5).
 */
export function normalizeQuery(raw: string | null | undefined): string | null {
  const query = (raw ?? "").replace(CONTROL_CHARACTERS, "").trim();
  return Array.from(query).length >= MIN_QUERY_LENGTH ? query : null;
}
