/**
 * The admin review queues' order (claims, registrations): open items first, by group, then each
 * group newest first, paged by a keyset on (group, submitted_at, id). The cursor travels in the
 * URL as `{group}_{submitted_at}_{id}`, with submitted_at exact to the microsecond.
 */
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { isTimestamp } from "~/lib/timestamps";
import { isUuid } from "~/lib/uuid";

/** The last row of the previous page. */
export interface ReviewCursor {
  group: number;
  submittedAt: string;
  id: string;
}

/** The cursor of `?after=`, or null when absent or malformed; groups are 0 … groups - 1. */
export function parseReviewCursor(value: string | null, groups: number): ReviewCursor | null {
  const [groupText, submittedAt, id] = (value ?? "").split("_");
  const group = Number(groupText);
  if (!groupText || !Number.isInteger(group) || group < 0 || group >= groups) return null;
  if (!submittedAt || !isTimestamp(submittedAt) || !id || !isUuid(id)) return null;
  return { group, submittedAt, id };
}

export function encodeReviewCursor(row: ReviewCursor): string {
  return `${row.group}_${row.submittedAt}_${row.id}`;
}

/** The rows after the cursor in the queue's order. */
export function afterReviewCursor(
  group: SQL,
  submittedAt: SQLWrapper,
  id: SQLWrapper,
  cursor: ReviewCursor,
): SQL {
  return sql`(${group} > ${cursor.group} or (${group} = ${cursor.group} and (${submittedAt}, ${id}) < (${cursor.submittedAt}::timestamptz, ${cursor.id}::uuid)))`;
}

/** submitted_at as exact UTC text (microseconds), so the next page starts right after the row. */
export function exactTimestamp(column: SQLWrapper) {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** The search text and `?after=` cursor of a list in one group, newest first (users, subscribers). */
export function newestFirstFiltersFromUrl(url: URL): { q: string; after: ReviewCursor | null } {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  return { q, after: parseReviewCursor(url.searchParams.get("after"), 1) };
}

/** The rows after the cursor in a list in one group, newest first. */
export function afterNewest(at: SQLWrapper, id: SQLWrapper, cursor: ReviewCursor): SQL {
  return afterReviewCursor(sql`0`, at, id, cursor);
}

/** The cursor that starts the next page right after `row` (its exactTimestamp as cursorAt). */
export function newestCursorOf(row: { cursorAt: string; id: string }): ReviewCursor {
  return { group: 0, submittedAt: row.cursorAt, id: row.id };
}

/** A page from rows fetched one over `size`: the rows without cursorAt, and the next cursor. */
export function newestFirstPage<Row extends { cursorAt: string; id: string }>(
  rows: readonly Row[],
  size: number,
): { rows: Omit<Row, "cursorAt">[]; nextAfter: string | null } {
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return {
    rows: page.map(({ cursorAt: _, ...row }) => row),
    nextAfter: rows.length > size && last ? encodeReviewCursor(newestCursorOf(last)) : null,
  };
}
