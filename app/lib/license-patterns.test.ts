import { describe, expect, it } from "vitest";
import {
  LICENSE_PATTERNS,
  licenseMatchesState,
  licenseMismatchMessage,
  licensePatternFor,
} from "./license-patterns";

describe("license patterns", () => {
  it("cover the ten most populous states", () => {
    expect(LICENSE_PATTERNS.map((p) => p.code).sort()).toEqual(
      ["CA", "FL", "GA", "IL", "MI", "NC", "NY", "OH", "PA", "TX"].sort(),
    );
  });

  it("find a state by its code or name in any case", () => {
    for (const state of ["CA", "ca", " California ", "CALIFORNIA", "california"]) {
      expect(licensePatternFor(state)?.code).toBe("CA");
    }
    expect(licensePatternFor("New  York")?.code).toBe("NY");
    expect(licensePatternFor("N.C.")).toBeNull();
    expect(licensePatternFor("Oregon")).toBeNull();
  });

  it("accept each state's example and refuse a number of another shape", () => {
    const cases: [string, string[], string[]][] = [
      ["CA", ["54321", "DDS 54321", "dds-123456"], ["DN12345", "123", "1234567"]],
      ["TX", ["23456", "1234"], ["TX23456", "1234567"]],
      ["FL", ["DN 12345", "dn1234"], ["12345", "DS12345"]],
      ["NY", ["045678", "12345"], ["1234", "NY12345"]],
      ["PA", ["DS012345", "DS012345L", "ds 12345"], ["012345", "DN012345"]],
      ["IL", ["019.012345", "012345"], ["19.01234", "ABC"]],
      ["OH", ["30.012345", "12345"], ["3001234567", "DS12345"]],
      ["GA", ["DN012345", "DN 12345"], ["012345", "DN1234"]],
      ["NC", ["8765", "12345"], ["123456", "DDS8765"]],
      ["MI", ["2901012345", "2901 012 345"], ["2902012345", "12345"]],
    ];
    for (const [state, valid, invalid] of cases) {
      for (const license of valid) expect(licenseMatchesState(license, state), license).toBe(true);
      for (const license of invalid) {
        expect(licenseMatchesState(license, state), license).toBe(false);
      }
    }
  });

  it("accept anything in a state without a pattern", () => {
    expect(licenseMatchesState("anything 123", "Oregon")).toBe(true);
    expect(licenseMatchesState("X", "")).toBe(true);
  });

  it("name the state's expected form in the message", () => {
    const texas = licensePatternFor("Texas");
    expect(texas && licenseMismatchMessage(texas)).toBe(
      "This does not look like a Texas dental license number (4 to 6 digits, e.g. 23456)",
    );
  });
});
