/**
 * The provider 'Lead Analytics' in SQL: one company's metrics as aggregates (defined by
 * app/lib/analytics-metrics.ts), its recent leads, and its streamed CSV export.
 */
import { and, count, desc, eq, gte, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { sampleRequests } from "~/db/schema";
import {
  conversionRate,
  emptyStatusCounts,
  everyMonth,
  type LeadMetrics,
  RECENT_LEADS,
  TOP_ENTRIES,
  UNKNOWN,
} from "~/lib/analytics-metrics";
import type { CsvValue } from "~/lib/csv";
import type { Cursor } from "~/lib/page-cursor.server";
import { formatRequestedProducts } from "~/lib/request-status";
import { EXPORT_BATCH_SIZE, listedRequestColumns, requestsKeyset } from "./request-keyset.server";

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

/** YYYY-MM of a date in UTC. */
const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/**
 * One company's lead metrics (docs/product.md#lead-analytics), from SQL aggregates; the months
 * run from `since` (all time: the first request) to `now`.
 */
export async function getLeadMetrics(
  db: Database,
  companyId: string,
  since: Date | null,
  now = new Date(),
): Promise<LeadMetrics> {
  const scope = companyScope(companyId, since);
  const [totals] = await db
    .select({
      total: count(),
      unique: sql<number>`count(distinct nullif(lower(trim(${sampleRequests.email})), ''))::int`,
      pending: sql<number>`count(*) filter (where ${sampleRequests.status} = 'pending')::int`,
      approved: sql<number>`count(*) filter (where ${sampleRequests.status} = 'approved')::int`,
      shipped: sql<number>`count(*) filter (where ${sampleRequests.status} = 'shipped')::int`,
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
  byStatus.shipped = Number(totals?.shipped ?? 0);
  byStatus.completed = Number(totals?.completed ?? 0);
  byStatus.rejected = Number(totals?.rejected ?? 0);
  return {
    uniqueLeads: Number(totals?.unique ?? 0),
    totalRequests: Number(totals?.total ?? 0),
    byStatus,
    conversionRate: conversionRate(byStatus),
    topStates,
    topPracticeTypes,
    byMonth: monthsOfRange(
      byMonth.map((r) => ({ month: r.month, count: Number(r.count) })),
      since,
      now,
    ),
  };
}

/** Every month of the range with its requests; none for all time without requests. */
function monthsOfRange(
  counts: { month: string; count: number }[],
  since: Date | null,
  now: Date,
): { month: string; count: number }[] {
  const first = since ? monthOf(since) : counts[0]?.month;
  return first ? everyMonth(counts, first, monthOf(now)) : [];
}

function selectLeads(
  db: Database,
  companyId: string,
  since: Date | null,
  cursor: Cursor | null,
  limit: number,
) {
  return db
    .select(listedRequestColumns)
    .from(sampleRequests)
    .where(and(companyScope(companyId, since), ...requestsKeyset.after(cursor)))
    .orderBy(...requestsKeyset.order)
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

type ListedRequest = Awaited<ReturnType<typeof selectLeads>>[number];

/** One lead as a row of PROVIDER_CSV_HEADER (also the supplier workspace's leads export). */
export function providerCsvRow(r: Omit<ListedRequest, "cursorAt" | "cursorRank">): CsvValue[] {
  return [
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
  ];
}

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
    else cursor = requestsKeyset.positionOf(last);
    return rows.map(providerCsvRow);
  };
}
