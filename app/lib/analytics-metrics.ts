/**
 * The lead metrics (docs/product.md#lead-analytics): their shape, the conversion rate and the date
 * ranges. The provider page computes them as SQL aggregates (app/models/lead-analytics.server.ts);
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
  /** Requests per month, oldest first; `month` is YYYY-MM in UTC. */
  byMonth: { month: string; count: number }[];
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
