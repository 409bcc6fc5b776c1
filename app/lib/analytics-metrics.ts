/**
 * The lead metrics (docs/product.md#lead-analytics), defined once as pure functions over plain
 * rows. The provider page gets the same numbers from SQL aggregates
 * (app/models/lead-analytics.server.ts); tests check that both agree.
 */
import { REQUEST_STATUSES, type RequestStatus } from "./catalogue";

export const UNKNOWN = "Unknown";
export const TOP_ENTRIES = 5;
export const RECENT_LEADS = 10;

export interface MetricsInput {
  email: string | null;
  status: RequestStatus;
  state: string | null;
  practiceType: string | null;
  requestedAt: Date;
}

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

/** (approved + completed) / (approved + completed + rejected) × 100, one decimal; 0 if no base. */
export function conversionRate(
  counts: Pick<LeadMetrics["byStatus"], "approved" | "completed" | "rejected">,
) {
  const converted = counts.approved + counts.completed;
  const denominator = converted + counts.rejected;
  if (denominator === 0) return 0;
  return Math.round((converted / denominator) * 1000) / 10;
}

/** A missing or blank state / practice type counts as 'Unknown'. */
export function labelOrUnknown(value: string | null | undefined): string {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? UNKNOWN : trimmed;
}

/** The `limit` largest counts; ties by label A→Z (same order as the SQL). */
export function topEntries(counts: Map<string, number>, limit = TOP_ENTRIES): CountEntry[] {
  return [...counts]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || compareLabels(a.label, b.label))
    .slice(0, limit);
}

/** Byte-wise label order, the same as PostgreSQL's `COLLATE "C"`. */
export function compareLabels(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function monthKey(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** Distinct lower-cased, trimmed, non-empty e-mails. */
export function countUniqueLeads(emails: readonly (string | null)[]): number {
  const seen = new Set<string>();
  for (const email of emails) {
    const key = email?.trim().toLowerCase() ?? "";
    if (key !== "") seen.add(key);
  }
  return seen.size;
}

export function computeLeadMetrics(requests: readonly MetricsInput[]): LeadMetrics {
  const byStatus = emptyStatusCounts();
  const states = new Map<string, number>();
  const practiceTypes = new Map<string, number>();
  const months = new Map<string, number>();
  for (const request of requests) {
    byStatus[request.status] += 1;
    const state = labelOrUnknown(request.state);
    states.set(state, (states.get(state) ?? 0) + 1);
    const practiceType = labelOrUnknown(request.practiceType);
    practiceTypes.set(practiceType, (practiceTypes.get(practiceType) ?? 0) + 1);
    const month = monthKey(request.requestedAt);
    months.set(month, (months.get(month) ?? 0) + 1);
  }
  return {
    uniqueLeads: countUniqueLeads(requests.map((r) => r.email)),
    totalRequests: requests.length,
    byStatus,
    conversionRate: conversionRate(byStatus),
    topStates: topEntries(states),
    topPracticeTypes: topEntries(practiceTypes),
    byMonth: [...months]
      .map(([month, count]) => ({ month, count }))
      .sort((a, b) => compareLabels(a.month, b.month)),
  };
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
