/**
 * The operator console's text searches (sample requests, users, subscribers, companies,
 * products) run from three characters on. A shorter one would match nearly every row or almost
 * none, and the trigram indexes find nothing to look up in it, so it read the whole table (a
 * million requests); it is not run: the list stays unfiltered and says why
 * (docs/decisions/083-search-speed.md). Characters are counted like the catalogue search does
 * (code points, after trimming).
 */
import { countCharacters } from "~/lib/search/query";

export const ADMIN_SEARCH_MIN_LENGTH = 3;

export const ADMIN_SEARCH_TOO_SHORT = `Type at least ${ADMIN_SEARCH_MIN_LENGTH} characters to search. The list below is not filtered.`;

/** Whether the typed `q` is a search the list runs (three characters or more, trimmed). */
export function isAdminSearch(q: string): boolean {
  return countCharacters(q.trim()) >= ADMIN_SEARCH_MIN_LENGTH;
}

/** The note a list shows under its search box for `q`, or null (no search, or one it runs). */
export function adminSearchNote(q: string): string | null {
  return q.trim() !== "" && !isAdminSearch(q) ? ADMIN_SEARCH_TOO_SHORT : null;
}
