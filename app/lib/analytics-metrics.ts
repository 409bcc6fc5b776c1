/**
 * The lead metrics (docs/product.md#lead-analytics): their shape, the conversion rate and the date
 * ranges. The provider page computes them as SQL aggregates (app/models/leads/lead-analytics.server.ts);
 * their reference definition over plain rows is tests/oracles/lead-metrics.ts, which tests compare
 * the SQL with.
 */
import { REQUEST_STATUSES, type RequestStatus } from "./catalogue";

export const UNKNOWN = "Unknown";
export const TOP_ENTRIES = 5;
export const RECENT_LEADS = 10;

export interface CountEntry {
  label: string;
  count: number;
}

export interface LeadMetrics {
  uniqueLeads: number;
  totalRequests: number;
  byStatus: Record<RequestStatus, number>;
  /** Conversion rate in percent, rounded to one decimal. */
  conversionRate: number;
  topStates: CountEntry[];
  topPracticeTypes: CountEntry[];
  /**
   * Requests per month, oldest first, every month of the range (empty months count 0): from the
   * range's first month (all time: the first request's) to the current month; `month` is YYYY-MM
   * in UTC.
   */
  byMonth: { month: string; count: number }[];
}

/** Says what the conversion rate is, next to it (docs/product.md#lead-analytics). */
export const CONVERSION_RATE_EXPLAINED =
  "Approved, shipped and completed requests as a share of all decided requests (those plus rejected ones); pending requests are left out.";

/** The month (YYYY-MM, UTC) after `month`. */
function nextMonth(month: string): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`;
}

/**
 * Every month from `from` to `to` (YYYY-MM, both included) with its count from `counts` (0 when
 * absent); a count outside the span widens it, so none is lost.
 */
export function everyMonth(
  counts: readonly { month: string; count: number }[],
  from: string,
  to: string,
): { month: string; count: number }[] {
  const byMonth = new Map(counts.map((c) => [c.month, c.count]));
  const months = [from, to, ...byMonth.keys()].sort();
  const first = months[0] ?? from;
  const last = months.at(-1) ?? to;
  const filled: { month: string; count: number }[] = [];
  for (let month = first; month <= last; month = nextMonth(month)) {
    filled.push({ month, count: byMonth.get(month) ?? 0 });
  }
  return filled;
}

export function emptyStatusCounts(): Record<RequestStatus, number> {
  return Object.fromEntries(REQUEST_STATUSES.map((s) => [s, 0])) as Record<RequestStatus, number>;
}

/**
 * (approved + shipped + completed) / (approved + shipped + completed + rejected) × 100, one
 * decimal; 0 if no base.
 */
export function conversionRate(
  counts: Pick<LeadMetrics["byStatus"], "approved" | "shipped" | "completed" | "rejected">,
) {
  const converted = counts.approved + counts.shipped + counts.completed;
  const denominator = converted + counts.rejected;
  if (denominator === 0) return 0;
  return Math.round((converted / denominator) * 1000) / 10;
}

export const DATE_RANGES = [
  { value: "all", label: "All Time", days: null },
  { value: "7d", label: "Last 7 Days", days: 7 },
  { value: "30d", label: "Last 30 Days", days: 30 },
  { value: "90d", label: "Last 90 Days", days: 90 },
  { value: "1y", label: "Last Year", days: 365 },
] as const;

export type DateRange = (typeof DATE_RANGES)[number]["value"];

export function parseDateRange(value: string | null): DateRange {
  return DATE_RANGES.find((r) => r.value === value)?.value ?? "all";
}

/** The earliest requestedAt a range includes, or null for All Time. */
export function rangeStart(range: DateRange, now: Date): Date | null {
  const days = DATE_RANGES.find((r) => r.value === range)?.days ?? null;
  return days === null ? null : new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
}
