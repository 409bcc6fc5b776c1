import { describe, expect, it } from "vitest";
import { conversionRate, everyMonth, parseDateRange, rangeStart } from "./analytics-metrics";

describe("conversionRate", () => {
  it("is (approved + shipped + completed) / (those + rejected) × 100 with one decimal", () => {
    expect(conversionRate({ approved: 1, shipped: 0, completed: 1, rejected: 1 })).toBe(66.7);
    expect(conversionRate({ approved: 0, shipped: 2, completed: 0, rejected: 1 })).toBe(66.7);
    expect(conversionRate({ approved: 1, shipped: 0, completed: 0, rejected: 2 })).toBe(33.3);
    expect(conversionRate({ approved: 3, shipped: 0, completed: 1, rejected: 0 })).toBe(100);
  });
  it("is 0 when the denominator is 0 (pending does not count)", () => {
    expect(conversionRate({ approved: 0, shipped: 0, completed: 0, rejected: 0 })).toBe(0);
  });
});

describe("date ranges", () => {
  it("parses known ranges and defaults to All Time", () => {
    expect(parseDateRange("30d")).toBe("30d");
    expect(parseDateRange("bogus")).toBe("all");
    expect(parseDateRange(null)).toBe("all");
  });
  it("starts N days before now", () => {
    const now = new Date("2025-10-15T00:00:00Z");
    expect(rangeStart("7d", now)?.toISOString()).toBe("2025-10-08T00:00:00.000Z");
    expect(rangeStart("1y", now)?.toISOString()).toBe("2024-10-15T00:00:00.000Z");
    expect(rangeStart("all", now)).toBeNull();
  });
});

describe("everyMonth", () => {
  it("fills the months between with 0, across a year's end, and widens to a count outside", () => {
    expect(everyMonth([{ month: "2025-11", count: 2 }], "2025-11", "2026-02")).toEqual([
      { month: "2025-11", count: 2 },
      { month: "2025-12", count: 0 },
      { month: "2026-01", count: 0 },
      { month: "2026-02", count: 0 },
    ]);
    expect(everyMonth([{ month: "2026-03", count: 1 }], "2026-01", "2026-02")).toHaveLength(3);
    expect(everyMonth([], "2026-05", "2026-05")).toEqual([{ month: "2026-05", count: 0 }]);
  });
});
