/**
 * Keyset paging over sample requests, newest first: a cursor is the exact requested_at (as text)
 * and the id of the last row seen, so pages and export batches never skip or repeat a row.
 */
import { type SQL, sql } from "drizzle-orm";
import { sampleRequests } from "~/db/schema";
import { isTimestamp } from "~/lib/timestamps";

/** Rows per read of a streamed CSV export: memory holds one batch. */
export const EXPORT_BATCH_SIZE = 2_000;

/** A position in the newest-first order: the exact requested_at (as text) and the id. */
export interface Cursor {
  requestedAt: string;
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.requestedAt}|${cursor.id}`).toString("base64url");
}

export function decodeCursor(value: string | null): Cursor | null {
  if (!value) return null;
  const [requestedAt, id] = Buffer.from(value, "base64url").toString("utf8").split("|");
  if (!requestedAt || !id || !/^[0-9a-f-]{36}$/.test(id)) return null;
  if (!isTimestamp(requestedAt)) {
    return null;
  }
  return { requestedAt, id };
}

export function beforeCursor(cursor: Cursor | null): SQL[] {
  if (!cursor) return [];
  return [
    sql`(${sampleRequests.requestedAt}, ${sampleRequests.id}) < (${cursor.requestedAt}::timestamptz, ${cursor.id}::uuid)`,
  ];
}

// NULLS LAST as in the indexes (drizzle-kit writes DESC NULLS LAST), so the planner can use them.
export const newestFirst = [
  sql`${sampleRequests.requestedAt} desc nulls last`,
  sql`${sampleRequests.id} desc nulls last`,
];

/**
 * The columns both request lists read (the admin page adds its own; a company's leads use these),
 * with `cursorAt`, the exact requested_at as text for the next cursor.
 */
export const listedRequestColumns = {
  id: sampleRequests.id,
  requestedAt: sampleRequests.requestedAt,
  firstName: sampleRequests.firstName,
  lastName: sampleRequests.lastName,
  email: sampleRequests.email,
  phone: sampleRequests.phone,
  licenseNumber: sampleRequests.licenseNumber,
  npi: sampleRequests.npi,
  practiceName: sampleRequests.practiceName,
  practiceType: sampleRequests.practiceType,
  city: sampleRequests.city,
  state: sampleRequests.state,
  zipCode: sampleRequests.zipCode,
  yearsInPractice: sampleRequests.yearsInPractice,
  requestedProducts: sampleRequests.requestedProducts,
  status: sampleRequests.status,
  cursorAt: sql<string>`${sampleRequests.requestedAt}::text`,
};
