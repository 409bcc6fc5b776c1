/** The reference lead metrics (tests/oracles/lead-metrics.ts) against hand-computed figures. */
import { describe, expect, it } from "vitest";
import {
  computeLeadMetrics,
  countUniqueLeads,
  labelOrUnknown,
  type MetricsInput,
  topEntries,
} from "../oracles/lead-metrics";

const row = (over: Partial<MetricsInput>): MetricsInput => ({
  email: "a@example.com",
  status: "pending",
  state: "CA",
  practiceType: "General Dentistry",
  requestedAt: new Date("2025-10-15T12:00:00Z"),
  ...over,
});

describe("unique leads", () => {
  it("counts distinct lower-cased non-empty e-mails", () => {
    expect(
      countUniqueLeads(["A@Example.com", "a@example.com", " a@example.com ", "", null, "b@x.org"]),
    ).toBe(2);
  });
});

describe("Unknown buckets", () => {
  it("counts a missing or blank state / practice type as Unknown", () => {
    expect(labelOrUnknown(null)).toBe("Unknown");
    expect(labelOrUnknown("  ")).toBe("Unknown");
    const m = computeLeadMetrics([
      row({ state: "" }),
      row({ state: null, practiceType: " " }),
      row({}),
    ]);
    expect(m.topStates).toEqual([
      { label: "Unknown", count: 2 },
      { label: "CA", count: 1 },
    ]);
    expect(m.topPracticeTypes).toContainEqual({ label: "Unknown", count: 1 });
  });
});

describe("topEntries", () => {
  it("keeps the 5 largest, ties A→Z", () => {
    const counts = new Map([
      ["TX", 2],
      ["CA", 2],
      ["NY", 5],
      ["WA", 1],
      ["OR", 1],
      ["AZ", 1],
    ]);
    expect(topEntries(counts).map((e) => e.label)).toEqual(["NY", "CA", "TX", "AZ", "OR"]);
  });
});

describe("computeLeadMetrics", () => {
  it("counts statuses, totals and months", () => {
    const m = computeLeadMetrics([
      row({ status: "approved", requestedAt: new Date("2025-09-30T23:59:00Z") }),
      row({ status: "completed", email: "B@example.com" }),
      row({ status: "rejected", email: "" }),
      row({ status: "pending" }),
      row({ status: "shipped" }),
    ]);
    expect(m.totalRequests).toBe(5);
    expect(m.uniqueLeads).toBe(2);
    expect(m.byStatus).toEqual({ pending: 1, approved: 1, shipped: 1, completed: 1, rejected: 1 });
    // Shipped counts as converted: (approved + shipped + completed) / (those + rejected).
    expect(m.conversionRate).toBe(75);
    expect(m.byMonth).toEqual([
      { month: "2025-09", count: 1 },
      { month: "2025-10", count: 4 },
    ]);
  });
  it("lists every month of the range, empty ones as 0", () => {
    const requests = [
      row({ requestedAt: new Date("2025-11-30T23:00:00Z") }),
      row({ requestedAt: new Date("2026-02-01T00:00:00Z") }),
    ];
    const now = new Date("2026-04-10T00:00:00Z");
    expect(computeLeadMetrics(requests, { since: null, now }).byMonth).toEqual([
      { month: "2025-11", count: 1 },
      { month: "2025-12", count: 0 },
      { month: "2026-01", count: 0 },
      { month: "2026-02", count: 1 },
      { month: "2026-03", count: 0 },
      { month: "2026-04", count: 0 },
    ]);
    const since = new Date("2026-01-20T00:00:00Z");
    expect(
      computeLeadMetrics(requests.slice(1), { since, now }).byMonth.map((m) => m.month),
    ).toEqual(["2026-01", "2026-02", "2026-03", "2026-04"]);
    expect(computeLeadMetrics([], { since: null, now }).byMonth).toEqual([]);
    expect(computeLeadMetrics([], { since, now }).byMonth).toHaveLength(4);
  });
  it("is all zeros for no requests", () => {
    const m = computeLeadMetrics([]);
    expect(m).toMatchObject({ uniqueLeads: 0, totalRequests: 0, conversionRate: 0, topStates: [] });
  });
});
