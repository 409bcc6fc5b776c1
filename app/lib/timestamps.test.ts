import { describe, expect, it } from "vitest";
import { isDay, isTimestamp } from "./timestamps";

describe("isTimestamp", () => {
  it("accepts the forms the cursors and filters carry", () => {
    for (const value of [
      "2026-11-27",
      "2026-11-27T12:34:56Z",
      "2026-11-27T12:34:56.123456Z",
      "2026-11-27 12:34:56.123456+00",
      "2024-02-29T00:00:00+05:30",
      "2024-02-29T00:00:00-15:59",
    ]) {
      expect(isTimestamp(value), value).toBe(true);
    }
  });

  it("refuses dates PostgreSQL refuses, though Date.parse takes them", () => {
    expect(Number.isNaN(Date.parse("2024-02-30"))).toBe(false);
    for (const value of [
      "2024-02-30",
      "2023-02-29T00:00:00Z",
      "2024-04-31T00:00:00Z",
      "2024-13-01",
      "2024-01-01T24:00:00Z",
      "2024-01-01T10:60:00Z",
      "0000-01-01",
      "yesterday",
      "2024-01-01\u0000",
      // Zones PostgreSQL refuses ("time zone displacement out of range").
      "2024-01-01T00:00:00+99",
      "2024-01-01T00:00:00+23:59",
      "2024-01-01T00:00:00-16",
      "2024-01-01T00:00:00+05:60",
    ]) {
      expect(isTimestamp(value), value).toBe(false);
    }
  });

  it("isDay takes a bare calendar day only", () => {
    expect(isDay("2024-02-29")).toBe(true);
    expect(isDay("2023-02-29")).toBe(false);
    expect(isDay("2024-02-29T00:00:00Z")).toBe(false);
  });
});
