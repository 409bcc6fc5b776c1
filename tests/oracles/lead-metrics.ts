/**
 * The reference definition of the lead metrics (spec §3 and §5) as pure functions over plain
 * rows, for tests only: the provider page computes them in SQL (app/models/leads/lead-analytics.server.ts)
 * and tests/integration/analytics.test.ts checks that both agree.
 */
import {
  type CountEntry,
  conversionRate,
  emptyStatusCounts,
  type LeadMetrics,
  TOP_ENTRIES,
  UNKNOWN,
} from "~/lib/analytics-metrics";
import type { RequestStatus } from "~/lib/catalogue";

export interface MetricsInput {
  email: string | null;
  status: RequestStatus;
  state: string | null;
  practiceType: string | null;
  requestedAt: Date;
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

/**
 * Every month (YYYY-MM) from the earliest to the latest of `months`, counted from the first
 * day of each month in UTC.
 */
function monthSpan(months: readonly string[]): string[] {
  const sorted = [...months].sort(compareLabels);
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return [];
  const span: string[] = [];
  const day = new Date(`${first}-01T00:00:00Z`);
  while (monthKey(day) <= last) {
    span.push(monthKey(day));
    day.setUTCMonth(day.getUTCMonth() + 1);
  }
  return span;
}

/**
 * The metrics of the requests in a range: `since` (null: all time) to `now`. Requests by month
 * list every month from since's (all time: the first request's) to now's, empty ones as 0.
 */
export function computeLeadMetrics(
  requests: readonly MetricsInput[],
  range: { since: Date | null; now: Date } | null = null,
): LeadMetrics {
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
    byMonth: (() => {
      const ends = [...months.keys()];
      if (range && (range.since || ends.length > 0)) {
        ends.push(monthKey(range.now));
        if (range.since) ends.push(monthKey(range.since));
      }
      return monthSpan(ends).map((month) => ({ month, count: months.get(month) ?? 0 }));
    })(),
  };
}
