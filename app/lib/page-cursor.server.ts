/**
 * Cursor paging, written once (docs/decisions/151). Every list paged by a keyset (the API's and
 * the workspace's leads, the console's requests, outbox, ratings, audit log, claims,
 * registrations, subscribers and users, and the CSV exports' batches) defines its keyset here:
 * the timestamp and id it is ordered by (newest first), the shape of that id (a UUID, better-auth's
 * text ids, the audit log's numbers) and, for queues and "most signals first", a rank before them.
 *
 * A cursor is the last row of the previous page as base64url JSON `[rank, at, id]`, `at` exact to
 * the microsecond in UTC. Decoding checks every part the way PostgreSQL will read it, so a
 * cursor that was edited, cut or made up is refused (the API's 422, the console's "This page link
 * is out of date") and never reaches the database as a cast that fails.
 */
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { data } from "react-router";
import { hasControlCharacter } from "./control-characters";
import { isTimestamp } from "./timestamps";
import { isUuid } from "./uuid";

/** The shapes of the ids our tables page by. */
export type IdShape = "uuid" | "text" | "bigint";

/** A position in a list: the last row of the previous page. `rank` is 0 without a rank. */
export interface Cursor {
  rank: number;
  at: string;
  id: string;
}

export type DecodedCursor = { ok: true; cursor: Cursor | null } | { ok: false };

/** What the console and the workspace say for a cursor they did not give (400). */
export const OUT_OF_DATE_PAGE = "This page link is out of date.";

/** Longest cursor read; ours are under 200 characters. */
const MAX_CURSOR_LENGTH = 400;
const MAX_TEXT_ID_LENGTH = 200;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** `at` as exactTimestamp writes it. */
const EXACT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const ID_CHECKS: Record<IdShape, (id: string) => boolean> = {
  uuid: isUuid,
  text: (id) =>
    id.length > 0 &&
    id.length <= MAX_TEXT_ID_LENGTH &&
    !hasControlCharacter(id) &&
    id.isWellFormed(),
  // Up to 18 digits: always below bigint's maximum.
  bigint: (id) => /^[1-9]\d{0,17}$/.test(id),
};

const ID_CASTS: Record<IdShape, SQL> = {
  uuid: sql.raw("uuid"),
  text: sql.raw("text"),
  bigint: sql.raw("bigint"),
};

/** A timestamptz as exact UTC text (microseconds), so the next page starts right after its row. */
export function exactTimestamp(column: SQLWrapper) {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

export interface KeysetOptions {
  /** The timestamptz column, newest first. */
  at: SQLWrapper;
  /** The id column, the tie-breaker, and the shape of its values. */
  id: SQLWrapper;
  idShape: IdShape;
  /** A rank ordered before `at` (a queue's group, a lead's signals): 0 … max. */
  rank?: { value: SQL<number>; order: "asc" | "desc"; max: number };
}

/** The columns a page's query selects for its cursor. */
interface CursorColumns {
  cursorAt: string;
  cursorRank: number;
  id: string | number;
}

export type Keyset = ReturnType<typeof defineKeyset>;

export function defineKeyset(options: KeysetOptions) {
  const { at, id, idShape, rank } = options;
  const cast = ID_CASTS[idShape];
  const newest = [sql`${at} desc nulls last`, sql`${id} desc nulls last`];
  /** The position right after `row` (a row selected with `columns`). */
  const positionOf = (row: CursorColumns): Cursor => ({
    rank: rank ? Number(row.cursorRank) : 0,
    at: row.cursorAt,
    id: String(row.id),
  });
  const encode = (cursor: Cursor): string =>
    Buffer.from(JSON.stringify([cursor.rank, cursor.at, cursor.id])).toString("base64url");
  return {
    idShape,
    /** Add to the page's select: what the next cursor is made of. */
    columns: { cursorAt: exactTimestamp(at), cursorRank: rank?.value ?? sql<number>`0` },
    /** The list's order, which the cursor follows. */
    order: rank ? [sql`${rank.value} ${sql.raw(rank.order)}`, ...newest] : newest,

    /** The rows after `cursor` in the list's order ([] without one, to spread into a where). */
    after(cursor: Cursor | null): SQL[] {
      if (!cursor) return [];
      const pair = sql`(${at}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::${cast})`;
      if (!rank) return [pair];
      const further = rank.order === "asc" ? sql`>` : sql`<`;
      return [
        sql`(${rank.value} ${further} ${cursor.rank}::int or (${rank.value} = ${cursor.rank}::int and ${pair}))`,
      ];
    },

    positionOf,

    encode,

    /** A cursor from a URL: none, one of ours, or not one (`ok: false`). Never throws. */
    decode(value: string | null | undefined): DecodedCursor {
      if (value === null || value === undefined || value === "") return { ok: true, cursor: null };
      if (value.length > MAX_CURSOR_LENGTH || !BASE64URL.test(value)) return { ok: false };
      let parts: unknown;
      try {
        parts = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
      } catch {
        return { ok: false };
      }
      if (!Array.isArray(parts) || parts.length !== 3) return { ok: false };
      const [rankValue, atValue, idValue] = parts as unknown[];
      const maxRank = rank?.max ?? 0;
      if (!Number.isInteger(rankValue) || (rankValue as number) < 0) return { ok: false };
      if ((rankValue as number) > maxRank) return { ok: false };
      if (typeof atValue !== "string" || !EXACT.test(atValue) || !isTimestamp(atValue)) {
        return { ok: false };
      }
      if (typeof idValue !== "string" || !ID_CHECKS[idShape](idValue)) return { ok: false };
      return { ok: true, cursor: { rank: rankValue as number, at: atValue, id: idValue } };
    },

    /**
     * A page from rows read one over `size`: the rows without their cursor columns, and the next
     * page's cursor (null on the last page).
     */
    page<Row extends CursorColumns>(
      rows: readonly Row[],
      size: number,
    ): { rows: Omit<Row, "cursorAt" | "cursorRank">[]; next: string | null } {
      const page = rows.slice(0, size);
      const last = page.at(-1);
      return {
        rows: page.map(({ cursorAt: _, cursorRank: _r, ...row }) => row),
        next: rows.length > size && last ? encode(positionOf(last)) : null,
      };
    },
  };
}

/**
 * The cursor of a console or workspace page's URL (`name`, e.g. `after`), or null on the first
 * page. One the page did not give is a 400 "This page link is out of date", not page 1 again.
 */
export function cursorFromUrl(url: URL, name: string, keyset: Keyset): Cursor | null {
  const decoded = keyset.decode(url.searchParams.get(name));
  if (!decoded.ok) throw data(OUT_OF_DATE_PAGE, { status: 400 });
  return decoded.cursor;
}
