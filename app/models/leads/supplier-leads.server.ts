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
import { explainLeadSignals, LEAD_SORTS, SIGNAL_FILTERS } from "~/lib/lead-signals";
import { type Cursor, cursorFromUrl } from "~/lib/page-cursor.server";
import type { LeadFilters } from "~/lib/supplier-workspace";
import { isUuid } from "~/lib/uuid";
import { likePattern, SEARCH_MAX_LENGTH } from "./admin-request-query.server";
import { providerCsvRow } from "./lead-analytics.server";
import {
  leadSignalColumns,
  mostSignalsKeyset,
  signalCondition,
  signalFacts,
} from "./lead-signals.server";
import { EXPORT_BATCH_SIZE, listedRequestColumns, requestsKeyset } from "./request-keyset.server";

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

/**
 * The leads page's filters and cursor from its URL
 * (?status=…&q=…&from=…&to=…&signal=…&sort=…&cursor=…).
 */
export function leadFiltersFromUrl(url: URL): LeadFilters & { cursor: Cursor | null } {
  const status = url.searchParams.get("status");
  const signal = url.searchParams.get("signal");
  const sort = LEAD_SORTS.find((s) => s.value === url.searchParams.get("sort"))?.value ?? "newest";
  return {
    status: REQUEST_STATUSES.find((s) => s === status) ?? null,
    signal: SIGNAL_FILTERS.find((s) => s.value === signal)?.value ?? null,
    sort,
    q: (url.searchParams.get("q") ?? "")
      .replace(CONTROL_CHARACTERS, "")
      .slice(0, SEARCH_MAX_LENGTH),
    from: parseDay(url.searchParams.get("from")),
    to: parseDay(url.searchParams.get("to")),
    cursor: cursorFromUrl(url, "cursor", keysetOf(sort)),
  };
}

/** The keyset of the list's order: newest first, or most signals first. */
function keysetOf(sort: LeadFilters["sort"]) {
  return sort === "signals" ? mostSignalsKeyset : requestsKeyset;
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
  if (filters.signal) conditions.push(signalCondition(filters.signal));
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
    .where(and(...conditions, ...requestsKeyset.after(cursor)))
    .orderBy(...requestsKeyset.order)
    .limit(limit);
}

export type LeadRow = Awaited<ReturnType<typeof selectLeads>>[number];

/** A page of leads with the facts of their signals, in the filters' order. */
function selectLeadsWithSignals(
  db: Database,
  conditions: SQL[],
  filters: LeadFilters,
  cursor: Cursor | null,
  limit: number,
) {
  const keyset = keysetOf(filters.sort);
  return db
    .select({ ...listedRequestColumns, ...leadSignalColumns, ...mostSignalsKeyset.columns })
    .from(sampleRequests)
    .where(and(...conditions, ...keyset.after(cursor)))
    .orderBy(...keyset.order)
    .limit(limit);
}

/**
 * One page of the company's leads (newest first, or most signals first), each with its signals
 * in words, the next page's cursor, and the count.
 */
export async function findLeadsPage(
  db: Database,
  companyId: string,
  filters: LeadFilters,
  cursor: Cursor | null = null,
  limit = LEADS_PAGE_SIZE,
) {
  const conditions = leadConditions(companyId, filters);
  const [found, [total]] = await Promise.all([
    selectLeadsWithSignals(db, conditions, filters, cursor, limit + 1),
    db
      .select({ n: count() })
      .from(sampleRequests)
      .where(and(...conditions)),
  ]);
  const page = keysetOf(filters.sort).page(found, limit);
  const rows = page.rows.map((row) => ({ ...row, signals: explainLeadSignals(signalFacts(row)) }));
  return { rows, nextCursor: page.next, count: Number(total?.n ?? 0) };
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
    else cursor = requestsKeyset.positionOf(last);
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

/** One lead's signals in words (the lead page); [] when it is not this company's lead. */
export async function findLeadSignals(db: Database, companyId: string, requestId: string) {
  if (!isUuid(requestId)) return [];
  const [row] = await db
    .select(leadSignalColumns)
    .from(sampleRequests)
    .where(and(eq(sampleRequests.id, requestId), eq(sampleRequests.companyId, companyId)));
  return row ? explainLeadSignals(signalFacts(row)) : [];
}

/** A status change as a lead's history shows it, with who made it. */
const statusChangeColumns = {
  id: sampleRequestStatusChanges.id,
  status: sampleRequestStatusChanges.status,
  changedAt: sampleRequestStatusChanges.changedAt,
  changedBy: users.displayName,
  carrier: sampleRequestStatusChanges.carrier,
  trackingNumber: sampleRequestStatusChanges.trackingNumber,
  reason: sampleRequestStatusChanges.reason,
  note: sampleRequestStatusChanges.note,
};

/** A lead's status changes, oldest first, with who made each (their display name) and its details. */
export function listLeadHistory(db: Database, requestId: string) {
  return db
    .select(statusChangeColumns)
    .from(sampleRequestStatusChanges)
    .leftJoin(users, eq(users.id, sampleRequestStatusChanges.changedBy))
    .where(eq(sampleRequestStatusChanges.requestId, requestId))
    .orderBy(asc(sampleRequestStatusChanges.changedAt), asc(sampleRequestStatusChanges.id));
}
