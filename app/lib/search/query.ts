/**
 * A search query, parsed once where it enters (the search page's loader, GET /api/search) and
 * passed on as a `SearchQuery` to the model. The search box asks the same function whether a
 * query is long enough, so the browser and the server count characters the same way: in code
 * points, as PostgreSQL's length() does (an emoji is one character).
 */
import { LIMITS } from "~/lib/limits";

export const MIN_QUERY_LENGTH = 2;

/** Control characters (C0, DEL, C1): never part of a query; the stored search text uses them to
 * separate fields, so a query without them can never match across two fields. */
const CONTROL_CHARACTERS = /\p{Cc}/gu;

declare const parsed: unique symbol;

/** A query that is searchable: made only by `parseSearchQuery`. */
export interface SearchQuery {
  /** Control characters removed, trimmed, 2 to LIMITS.searchQuery characters. */
  readonly text: string;
  readonly [parsed]: true;
}

/** Length in characters (code points). */
export function countCharacters(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** The first `max` characters (code points) of `text`; never splits a surrogate pair. */
export function truncateCharacters(text: string, max: number): string {
  return countCharacters(text) <= max ? text : Array.from(text).slice(0, max).join("");
}

/**
 * The text as matched: control characters removed, then trimmed; null when it is shorter than
 * MIN_QUERY_LENGTH characters (too short to search).
 */
export function normalizeQuery(raw: string | null | undefined): string | null {
  const query = (raw ?? "").replace(CONTROL_CHARACTERS, "").trim();
  return countCharacters(query) >= MIN_QUERY_LENGTH ? query : null;
}

/** The query typed or sent (capped at LIMITS.searchQuery characters), or null if too short. */
export function parseSearchQuery(raw: string | null | undefined): SearchQuery | null {
  const text = normalizeQuery(truncateCharacters(raw ?? "", LIMITS.searchQuery));
  return text === null ? null : ({ text } as SearchQuery);
}
