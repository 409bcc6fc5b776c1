import { describe, expect, it } from "vitest";
import {
  heroFigures,
  MIN_GROWTH_BASE,
  roundFigure,
  SPEC_HERO_FIGURES,
  weeklyGrowth,
} from "./hero-figures";

describe("roundFigure", () => {
  it("shows counts below 10 exactly", () => {
    expect([0, 1, 8, 9].map(roundFigure)).toEqual(["0", "1", "8", "9"]);
  });

  it("rounds 10 to 99 down to a multiple of 5, with a plus", () => {
    expect([10, 14, 35, 39, 42, 99].map(roundFigure)).toEqual([
      "10+",
      "10+",
      "35+",
      "35+",
      "40+",
      "95+",
    ]);
  });

  it("rounds 100 to 999 down to a multiple of 10, then to two significant figures", () => {
    expect([100, 209, 237, 999].map(roundFigure)).toEqual(["100+", "200+", "230+", "990+"]);
    expect([1000, 1999, 12_345, 987_654].map(roundFigure)).toEqual([
      "1,000+",
      "1,900+",
      "12,000+",
      "980,000+",
    ]);
  });
});

describe("weeklyGrowth", () => {
  it("is the whole-percent change from last week", () => {
    expect(weeklyGrowth(24, 20)).toEqual({ value: "20%", label: "growing weekly" });
    expect(weeklyGrowth(40, 40)).toEqual({ value: "0%", label: "growing weekly" });
    expect(weeklyGrowth(70, 21)).toEqual({ value: "233%", label: "growing weekly" });
  });

  it("never calls a fall growth", () => {
    expect(weeklyGrowth(16, 20)).toEqual({ value: "−20%", label: "requests week over week" });
  });

  it("is hidden when last week's requests are too few to mean anything", () => {
    // Test requests on a fresh site read 200%, 233%, 267% (issue 23 point 5).
    expect(weeklyGrowth(9, 3)).toBeNull();
    expect(weeklyGrowth(7, 0)).toBeNull();
    expect(weeklyGrowth(0, 0)).toBeNull();
    expect(weeklyGrowth(30, MIN_GROWTH_BASE - 1)).toBeNull();
    expect(weeklyGrowth(MIN_GROWTH_BASE, MIN_GROWTH_BASE)).toEqual({
      value: "0%",
      label: "growing weekly",
    });
  });
});

describe("heroFigures", () => {
  it("shows the counts in the spec's style", () => {
    expect(
      heroFigures({
        companies: 8,
        availableProducts: 42,
        requesters: 237,
        requestsThisWeek: 30,
        requestsLastWeek: 25,
      }),
    ).toEqual([
      { value: "8", label: "premium brands" },
      { value: "40+", label: "sample products" },
      { value: "230+", label: "interested professionals" },
      { value: "20%", label: "growing weekly" },
    ]);
  });

  it("leaves the growth out on a small base", () => {
    const figures = heroFigures({
      companies: 10,
      availableProducts: 42,
      requesters: 3,
      requestsThisWeek: 9,
      requestsLastWeek: 3,
    });
    expect(figures.map((f) => f.label)).toEqual([
      "premium brands",
      "sample products",
      "interested professionals",
    ]);
  });

  it("falls back to the spec's figures only on an empty database", () => {
    const empty = {
      companies: 0,
      availableProducts: 0,
      requesters: 0,
      requestsThisWeek: 0,
      requestsLastWeek: 0,
    };
    expect(heroFigures(empty)).toBe(SPEC_HERO_FIGURES);
    expect(heroFigures({ ...empty, companies: 1 })[0]).toEqual({
      value: "1",
      label: "premium brands",
    });
  });
});
