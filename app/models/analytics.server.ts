/**
 * Sample-request analytics in SQL: the admin list (filters, search and keyset paging in the
 * database), status changes, the provider page's aggregates and streamed CSV exports that read
 * in keyset batches so memory stays flat however many rows there are.
 */
import { and, count, desc, eq, gte, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  companies,
  sampleRequestCounts,
  sampleRequestSearchText,
  sampleRequests,
} from "~/db/schema";
import {
  conversionRate,
  emptyStatusCounts,
  type LeadMetrics,
  RECENT_LEADS,
  TOP_ENTRIES,
  UNKNOWN,
} from "~/lib/analytics-metrics";
import type { RequestStatus } from "~/lib/catalogue";
import type { CsvValue } from "~/lib/csv";
import { formatRequestedProducts, statusesLeadingTo } from "~/lib/request-status";

export const PAGE_SIZE = 50;
export const EXPORT_BATCH_SIZE = 2_000;
export const SEARCH_MAX_LENGTH = 100;
/** A text search counts its matches up to this many ("10,000+"), so a broad term stays fast. */
export const SEARCH_COUNT_CAP = 10_000;

export interface RequestFilters {
  status: RequestStatus | null;
  /** Free text matched case-insensitively as a substring; "" for none. */
  q: string;
}

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
  if (Number.isNaN(Date.parse(requestedAt.replace(" ", "T").replace(/([+-]\d\d)$/, "$1:00")))) {
    return null;
  }
  return { requestedAt, id };
}

/** The search text as a LIKE pattern: wildcards escaped, newlines dropped, length capped. */
export function likePattern(q: string): string {
  const cleaned = q
    .replace(/[\r\n\t]+/g, " ")
    .trim()
    .slice(0, SEARCH_MAX_LENGTH);
  return `%${cleaned.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The WHERE conditions of the filters. Companies whose name matches are looked up first through
 * the trigram index on lower(name), so the planner sees a plain list of ids and estimates the
 * search well (a sub-select inside the OR made it walk the whole date index).
 */
async function filterConditions(db: Database, filters: RequestFilters): Promise<SQL[]> {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(sampleRequests.status, filters.status));
  if (filters.q.trim() !== "") {
    const pattern = likePattern(filters.q);
    const matchingCompanies = await db
      .select({ id: companies.id })
      .from(companies)
      .where(sql`lower(${companies.name}) like lower(${pattern})`);
    const textMatch = sql`${sampleRequestSearchText(sampleRequests)} ilike ${pattern}`;
    conditions.push(
      matchingCompanies.length === 0
        ? textMatch
        : sql`(${textMatch} or ${inArray(
            sampleRequests.companyId,
            matchingCompanies.map((c) => c.id),
          )})`,
    );
  }
  return conditions;
}

function beforeCursor(cursor: Cursor | null): SQL[] {
  if (!cursor) return [];
  return [
    sql`(${sampleRequests.requestedAt}, ${sampleRequests.id}) < (${cursor.requestedAt}::timestamptz, ${cursor.id}::uuid)`,
  ];
}

// NULLS LAST as in the indexes (drizzle-kit writes DESC NULLS LAST), so the planner can use them.
const newestFirst = [
  sql`${sampleRequests.requestedAt} desc nulls last`,
  sql`${sampleRequests.id} desc nulls last`,
];

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
  if (filters.q.trim() === "") {
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

const adminColumns = {
  id: sampleRequests.id,
  companyId: sampleRequests.companyId,
  companyName: companies.name,
  firstName: sampleRequests.firstName,
  lastName: sampleRequests.lastName,
  email: sampleRequests.email,
  phone: sampleRequests.phone,
  licenseNumber: sampleRequests.licenseNumber,
  practiceName: sampleRequests.practiceName,
  practiceType: sampleRequests.practiceType,
  street: sampleRequests.street,
  city: sampleRequests.city,
  state: sampleRequests.state,
  zipCode: sampleRequests.zipCode,
  yearsInPractice: sampleRequests.yearsInPractice,
  requestedProducts: sampleRequests.requestedProducts,
  specificRequests: sampleRequests.specificRequests,
  comments: sampleRequests.comments,
  howHeardAbout: sampleRequests.howHeardAbout,
  allowMarketing: sampleRequests.allowMarketing,
  subscribeUpdates: sampleRequests.subscribeUpdates,
  status: sampleRequests.status,
  requestedAt: sampleRequests.requestedAt,
  cursorAt: sql<string>`${sampleRequests.requestedAt}::text`,
};

export type AdminRequestRow = Awaited<ReturnType<typeof selectAdminRows>>[number];

function selectAdminRows(db: Database, conditions: SQL[], cursor: Cursor | null, limit: number) {
  return db
    .select(adminColumns)
    .from(sampleRequests)
    .leftJoin(companies, eq(companies.id, sampleRequests.companyId))
    .where(and(...conditions, ...beforeCursor(cursor)))
    .orderBy(...newestFirst)
    .limit(limit);
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
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last ? encodeCursor({ requestedAt: last.cursorAt, id: last.id }) : null;
  return { rows: page, nextCursor };
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

export type StatusChangeResult = { ok: true } | { ok: false; reason: "not-found" | "not-allowed" };

/**
 * Moves a request to `to` if its current status allows it (checked in the same statement, so
 * two admins cannot both move it), recording who and when.
 */
export async function changeRequestStatus(
  db: Database,
  id: string,
  to: RequestStatus,
  userId: string,
): Promise<StatusChangeResult> {
  const from = statusesLeadingTo(to);
  if (from.length > 0) {
    const updated = await db
      .update(sampleRequests)
      .set({ status: to, statusChangedAt: new Date(), statusChangedBy: userId })
      .where(and(eq(sampleRequests.id, id), inArray(sampleRequests.status, from)))
      .returning({ id: sampleRequests.id });
    if (updated.length > 0) return { ok: true };
  }
  const [exists] = await db
    .select({ id: sampleRequests.id })
    .from(sampleRequests)
    .where(eq(sampleRequests.id, id));
  return { ok: false, reason: exists ? "not-allowed" : "not-found" };
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
  let cursor: Cursor | null = null;
  let isDone = false;
  let conditions: SQL[] | null = null;
  return async (): Promise<CsvValue[][]> => {
    if (isDone) return [];
    conditions ??= await filterConditions(db, filters);
    const rows = await selectAdminRows(db, conditions, cursor, batchSize);
    const last = rows.at(-1);
    if (rows.length < batchSize || !last) isDone = true;
    else cursor = { requestedAt: last.cursorAt, id: last.id };
    return rows.map(adminCsvRow);
  };
}

// ---------------------------------------------------------------------------
// Provider 'Lead Analytics'
// ---------------------------------------------------------------------------

function companyScope(companyId: string, since: Date | null): SQL | undefined {
  return and(
    eq(sampleRequests.companyId, companyId),
    since ? gte(sampleRequests.requestedAt, since) : undefined,
  );
}

const unknownIfBlank = (column: SQLWrapperColumn) =>
  sql<string>`coalesce(nullif(trim(${column}), ''), ${sql.raw(`'${UNKNOWN}'`)})`;
type SQLWrapperColumn = typeof sampleRequests.state | typeof sampleRequests.practiceType;

async function topLabels(
  db: Database,
  column: SQLWrapperColumn,
  scope: SQL | undefined,
): Promise<{ label: string; count: number }[]> {
  const label = unknownIfBlank(column);
  const rows = await db
    .select({ label, count: count() })
    .from(sampleRequests)
    .where(scope)
    .groupBy(label)
    .orderBy(desc(count()), sql`${label} collate "C"`)
    .limit(TOP_ENTRIES);
  return rows.map((r) => ({ label: r.label, count: Number(r.count) }));
}

/** The spec's lead metrics for one company, from SQL aggregates. */
export async function getLeadMetrics(
  db: Database,
  companyId: string,
  since: Date | null,
): Promise<LeadMetrics> {
  const scope = companyScope(companyId, since);
  const [totals] = await db
    .select({
      total: count(),
      unique: sql<number>`count(distinct nullif(lower(trim(${sampleRequests.email})), ''))::int`,
      pending: sql<number>`count(*) filter (where ${sampleRequests.status} = 'pending')::int`,
      approved: sql<number>`count(*) filter (where ${sampleRequests.status} = 'approved')::int`,
      completed: sql<number>`count(*) filter (where ${sampleRequests.status} = 'completed')::int`,
      rejected: sql<number>`count(*) filter (where ${sampleRequests.status} = 'rejected')::int`,
    })
    .from(sampleRequests)
    .where(scope);
  const month = sql<string>`to_char(${sampleRequests.requestedAt} at time zone 'UTC', 'YYYY-MM')`;
  const [topStates, topPracticeTypes, byMonth] = await Promise.all([
    topLabels(db, sampleRequests.state, scope),
    topLabels(db, sampleRequests.practiceType, scope),
    db
      .select({ month, count: count() })
      .from(sampleRequests)
      .where(scope)
      .groupBy(month)
      .orderBy(month),
  ]);
  const byStatus = emptyStatusCounts();
  byStatus.pending = Number(totals?.pending ?? 0);
  byStatus.approved = Number(totals?.approved ?? 0);
  byStatus.completed = Number(totals?.completed ?? 0);
  byStatus.rejected = Number(totals?.rejected ?? 0);
  return {
    uniqueLeads: Number(totals?.unique ?? 0),
    totalRequests: Number(totals?.total ?? 0),
    byStatus,
    conversionRate: conversionRate(byStatus),
    topStates,
    topPracticeTypes,
    byMonth: byMonth.map((r) => ({ month: r.month, count: Number(r.count) })),
  };
}

const leadColumns = {
  id: sampleRequests.id,
  requestedAt: sampleRequests.requestedAt,
  firstName: sampleRequests.firstName,
  lastName: sampleRequests.lastName,
  email: sampleRequests.email,
  phone: sampleRequests.phone,
  licenseNumber: sampleRequests.licenseNumber,
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

function selectLeads(
  db: Database,
  companyId: string,
  since: Date | null,
  cursor: Cursor | null,
  limit: number,
) {
  return db
    .select(leadColumns)
    .from(sampleRequests)
    .where(and(companyScope(companyId, since), ...beforeCursor(cursor)))
    .orderBy(...newestFirst)
    .limit(limit);
}

export function listRecentLeads(db: Database, companyId: string, since: Date | null) {
  return selectLeads(db, companyId, since, null, RECENT_LEADS);
}

export const PROVIDER_CSV_HEADER = [
  "Lead ID",
  "Date",
  "Name",
  "Email",
  "Phone",
  "License Number",
  "Practice Name",
  "Practice Type",
  "City",
  "State",
  "Zip",
  "Years in Practice",
  "Requested Products",
  "Status",
] as const;

export function providerExportBatches(
  db: Database,
  companyId: string,
  since: Date | null,
  batchSize = EXPORT_BATCH_SIZE,
) {
  let cursor: Cursor | null = null;
  let isDone = false;
  return async (): Promise<CsvValue[][]> => {
    if (isDone) return [];
    const rows = await selectLeads(db, companyId, since, cursor, batchSize);
    const last = rows.at(-1);
    if (rows.length < batchSize || !last) isDone = true;
    else cursor = { requestedAt: last.cursorAt, id: last.id };
    return rows.map((r) => [
      r.id,
      r.requestedAt,
      `${r.firstName} ${r.lastName}`,
      r.email,
      r.phone,
      r.licenseNumber,
      r.practiceName,
      r.practiceType,
      r.city,
      r.state,
      r.zipCode,
      r.yearsInPractice,
      formatRequestedProducts(r.requestedProducts),
      r.status,
    ]);
  };
}

/** The company the provider page is about (logo and name), or null. */
export async function findAnalyticsCompany(db: Database, id: string) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name, logo: companies.logo })
    .from(companies)
    .where(eq(companies.id, id));
  return company ?? null;
}

/** The admin page's filters from its URL (?status=…&q=…&cursor=…). */
export function filtersFromUrl(url: URL): RequestFilters & { cursor: Cursor | null } {
  const status = url.searchParams.get("status");
  return {
    status:
      (["pending", "approved", "completed", "rejected"] as const).find((s) => s === status) ?? null,
    q: (url.searchParams.get("q") ?? "").slice(0, SEARCH_MAX_LENGTH),
    cursor: decodeCursor(url.searchParams.get("cursor")),
  };
}
