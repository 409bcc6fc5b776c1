/**
 * The admin 'Sample Requests Analytics' in SQL: filters, search and keyset paging in the
 * database, counts from the trigger-maintained table, and the streamed CSV export (status changes:
 * request-status.server.ts).
 */
import { and, count, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { sampleRequestCounts, sampleRequests } from "~/db/schema";
import { isAdminSearch } from "~/lib/admin-search";
import { emptyStatusCounts } from "~/lib/analytics-metrics";
import type { RequestStatus } from "~/lib/catalogue";
import type { CsvValue } from "~/lib/csv";
import type { Cursor } from "~/lib/page-cursor.server";
import { formatRequestedProducts } from "~/lib/request-status";
import { isUuid } from "~/lib/uuid";
import {
  type AdminRequestRow,
  filterConditions,
  type RequestFilters,
  selectAdminRows,
} from "./admin-request-query.server";
import { EXPORT_BATCH_SIZE, requestsKeyset } from "./request-keyset.server";

export type { AdminRequestRow, RequestFilters };

/** One request with its company's name (the admin's request page), or null. */
export async function findAdminRequest(db: Database, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await selectAdminRows(db, [eq(sampleRequests.id, id)], null, 1);
  return row ?? null;
}

export const PAGE_SIZE = 50;
/** A text search counts its matches up to this many ("10,000+"), so a broad term stays fast. */
export const SEARCH_COUNT_CAP = 10_000;

/**
 * How many requests have each status, from the trigger-maintained sample_request_counts table
 * (four rows), so it is exact and costs the same for ten or a million requests.
 */
export async function countRequestsByStatus(db: Database): Promise<Record<RequestStatus, number>> {
  const rows = await db
    .select({ status: sampleRequestCounts.status, count: sampleRequestCounts.count })
    .from(sampleRequestCounts);
  const byStatus = emptyStatusCounts();
  for (const row of rows) byStatus[row.status] = Number(row.count);
  return byStatus;
}

/**
 * All requests, and those the filters show. Without a text search both come from the counts
 * table; a text search counts its matches, up to SEARCH_COUNT_CAP.
 */
export async function countRequests(
  db: Database,
  filters: RequestFilters,
  conditions?: Promise<SQL[]>,
) {
  const byStatus = await countRequestsByStatus(db);
  const total = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
  if (!isAdminSearch(filters.q)) {
    const shown = filters.status ? byStatus[filters.status] : total;
    return { total, shown, isShownCapped: false };
  }
  const matches = db
    .select({ one: sql`1` })
    .from(sampleRequests)
    .where(and(...(await (conditions ?? filterConditions(db, filters)))))
    .limit(SEARCH_COUNT_CAP + 1)
    .as("matches");
  const [row] = await db.select({ n: count() }).from(matches);
  const n = row?.n ?? 0;
  return { total, shown: Math.min(n, SEARCH_COUNT_CAP), isShownCapped: n > SEARCH_COUNT_CAP };
}

/** One page of requests, newest first, and the cursor of the next page (null on the last). */
export async function listRequests(
  db: Database,
  filters: RequestFilters,
  cursor: Cursor | null = null,
  limit = PAGE_SIZE,
  conditions?: Promise<SQL[]>,
) {
  const where = await (conditions ?? filterConditions(db, filters));
  const rows = await selectAdminRows(db, where, cursor, limit + 1);
  const page = requestsKeyset.page(rows, limit);
  return { rows: page.rows, nextCursor: page.next };
}

/** The admin page: its counts and one page of rows, the matching companies looked up once. */
export async function findRequestsPage(
  db: Database,
  filters: RequestFilters,
  cursor: Cursor | null = null,
) {
  const conditions = filterConditions(db, filters);
  const [counts, page] = await Promise.all([
    countRequests(db, filters, conditions),
    listRequests(db, filters, cursor, PAGE_SIZE, conditions),
  ]);
  return { counts, ...page };
}

export const ADMIN_CSV_HEADER = [
  "Request ID",
  "Company Name",
  "First Name",
  "Last Name",
  "Email",
  "Phone",
  "License Number",
  "Practice Name",
  "Practice Type",
  "Street Address",
  "City",
  "State",
  "Zip Code",
  "Years in Practice",
  "Requested Products",
  "Specific Requests",
  "Comments",
  "How Heard About",
  "Allow Marketing",
  "Subscribe Updates",
  "Status",
  "Requested At",
] as const;

function adminCsvRow(r: AdminRequestRow): CsvValue[] {
  return [
    r.id,
    r.companyName ?? "",
    r.firstName,
    r.lastName,
    r.email,
    r.phone,
    r.licenseNumber,
    r.practiceName,
    r.practiceType,
    r.street,
    r.city,
    r.state,
    r.zipCode,
    r.yearsInPractice,
    formatRequestedProducts(r.requestedProducts),
    r.specificRequests,
    r.comments,
    r.howHeardAbout,
    r.allowMarketing,
    r.subscribeUpdates,
    r.status,
    r.requestedAt,
  ];
}

/** A batch reader for the admin export: each call returns the next rows of the filtered set. */
export function adminExportBatches(
  db: Database,
  filters: RequestFilters,
  batchSize = EXPORT_BATCH_SIZE,
) {
  return requestExportBatches(db, () => filterConditions(db, filters), batchSize);
}

/**
 * A batch reader of the requests `conditions` select, newest first, as rows of ADMIN_CSV_HEADER's
 * columns (the admin export, and a professional's own requests under Settings).
 */
export function requestExportBatches(
  db: Database,
  conditionsOf: () => Promise<SQL[]> | SQL[],
  batchSize = EXPORT_BATCH_SIZE,
) {
  let cursor: Cursor | null = null;
  let isDone = false;
  let conditions: SQL[] | null = null;
  return async (): Promise<CsvValue[][]> => {
    if (isDone) return [];
    conditions ??= await conditionsOf();
    const rows = await selectAdminRows(db, conditions, cursor, batchSize);
    const last = rows.at(-1);
    if (rows.length < batchSize || !last) isDone = true;
    else cursor = requestsKeyset.positionOf(last);
    return rows.map(adminCsvRow);
  };
}
