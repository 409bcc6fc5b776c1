/**
 * A company's leads in the supplier workspace: the list's filters (status, a date range, a text
 * search) read from its URL, the WHERE conditions, keyset pages and a count in SQL, one lead with
 * its status history, and the filtered set as CSV (PROVIDER_CSV_HEADER's columns). Every query is
 * scoped to the company: a lead of another company is never found here.
 */
import { and, asc, count, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  sampleRequestSearchText,
  sampleRequestStatusChanges,
  sampleRequests,
  users,
} from "~/db/schema";
import { REQUEST_STATUSES } from "~/lib/catalogue";
import type { CsvValue } from "~/lib/csv";
import type { LeadFilters } from "~/lib/supplier-workspace";
import { isUuid } from "~/lib/uuid";
import { likePattern, SEARCH_MAX_LENGTH } from "./admin-request-query.server";
import { providerCsvRow } from "./lead-analytics.server";
import {
  beforeCursor,
  type Cursor,
  decodeCursor,
  EXPORT_BATCH_SIZE,
  encodeCursor,
  listedRequestColumns,
  newestFirst,
} from "./request-keyset.server";

export type { LeadFilters };

export const LEADS_PAGE_SIZE = 25;

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD day that exists (2026-02-30 does not), else null. */
export function parseDay(value: string | null): string | null {
  if (!value || !DAY.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null;
}

/** The leads page's filters and cursor from its URL (?status=…&q=…&from=…&to=…&cursor=…). */
export function leadFiltersFromUrl(url: URL): LeadFilters & { cursor: Cursor | null } {
  const status = url.searchParams.get("status");
  return {
    status: REQUEST_STATUSES.find((s) => s === status) ?? null,
    q: (url.searchParams.get("q") ?? "")
      .replace(CONTROL_CHARACTERS, "")
      .slice(0, SEARCH_MAX_LENGTH),
    from: parseDay(url.searchParams.get("from")),
    to: parseDay(url.searchParams.get("to")),
    cursor: decodeCursor(url.searchParams.get("cursor")),
  };
}

const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);
const startOfNextDay = (day: string) => new Date(startOfDay(day).getTime() + 24 * 60 * 60 * 1000);

/**
 * The WHERE conditions: the company first (its (company_id, requested_at, id) index serves the
 * newest-first order), then the filters. The search uses the same expression as the trigram index
 * (sampleRequestSearchText), as the admin page does.
 */
export function leadConditions(companyId: string, filters: LeadFilters): SQL[] {
  const conditions: SQL[] = [eq(sampleRequests.companyId, companyId)];
  if (filters.status) conditions.push(eq(sampleRequests.status, filters.status));
  if (filters.from) conditions.push(gte(sampleRequests.requestedAt, startOfDay(filters.from)));
  if (filters.to) conditions.push(lt(sampleRequests.requestedAt, startOfNextDay(filters.to)));
  if (filters.q.trim() !== "") {
    conditions.push(
      sql`${sampleRequestSearchText(sampleRequests)} ilike ${likePattern(filters.q)}`,
    );
  }
  return conditions;
}

function selectLeads(db: Database, conditions: SQL[], cursor: Cursor | null, limit: number) {
  return db
    .select(listedRequestColumns)
    .from(sampleRequests)
    .where(and(...conditions, ...beforeCursor(cursor)))
    .orderBy(...newestFirst)
    .limit(limit);
}

export type LeadRow = Awaited<ReturnType<typeof selectLeads>>[number];

/** One page of the company's leads, newest first, the next page's cursor, and the count. */
export async function findLeadsPage(
  db: Database,
  companyId: string,
  filters: LeadFilters,
  cursor: Cursor | null = null,
  limit = LEADS_PAGE_SIZE,
) {
  const conditions = leadConditions(companyId, filters);
  const [rows, [total]] = await Promise.all([
    selectLeads(db, conditions, cursor, limit + 1),
    db
      .select({ n: count() })
      .from(sampleRequests)
      .where(and(...conditions)),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last ? encodeCursor({ requestedAt: last.cursorAt, id: last.id }) : null;
  return { rows: page, nextCursor, count: Number(total?.n ?? 0) };
}

/** A batch reader for the leads CSV: each call returns the next rows of the filtered set. */
export function leadExportBatches(
  db: Database,
  companyId: string,
  filters: LeadFilters,
  batchSize = EXPORT_BATCH_SIZE,
) {
  const conditions = leadConditions(companyId, filters);
  let cursor: Cursor | null = null;
  let isDone = false;
  return async (): Promise<CsvValue[][]> => {
    if (isDone) return [];
    const rows = await selectLeads(db, conditions, cursor, batchSize);
    const last = rows.at(-1);
    if (rows.length < batchSize || !last) isDone = true;
    else cursor = { requestedAt: last.cursorAt, id: last.id };
    return rows.map(providerCsvRow);
  };
}

/** One lead of the company with every field the requester gave; null if it is not this company's. */
export async function findLead(db: Database, companyId: string, requestId: string) {
  // Not an id at all: not found (the database would refuse to compare it with a uuid).
  if (!isUuid(requestId)) return null;
  const [lead] = await db
    .select()
    .from(sampleRequests)
    .where(and(eq(sampleRequests.id, requestId), eq(sampleRequests.companyId, companyId)));
  return lead ?? null;
}

/** A lead's status changes, oldest first, with who made each (their display name) and its details. */
export function listLeadHistory(db: Database, requestId: string) {
  return db
    .select({
      id: sampleRequestStatusChanges.id,
      status: sampleRequestStatusChanges.status,
      changedAt: sampleRequestStatusChanges.changedAt,
      changedBy: users.displayName,
      carrier: sampleRequestStatusChanges.carrier,
      trackingNumber: sampleRequestStatusChanges.trackingNumber,
      reason: sampleRequestStatusChanges.reason,
    })
    .from(sampleRequestStatusChanges)
    .leftJoin(users, eq(users.id, sampleRequestStatusChanges.changedBy))
    .where(eq(sampleRequestStatusChanges.requestId, requestId))
    .orderBy(asc(sampleRequestStatusChanges.changedAt), asc(sampleRequestStatusChanges.id));
}
