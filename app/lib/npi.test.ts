import { describe, expect, it } from "vitest";
import {
  formatOnlyIdentityCheck,
  INVALID_NPI,
  isValidNpi,
  normalizeNpi,
  npiProblem,
  WRONG_NPI_CHECK_DIGIT,
} from "./npi";

describe("isValidNpi", () => {
  it("accepts the example NPI in CMS's check-digit guide", () => {
    // CMS, "Requirements for National Provider Identifier (NPI) and NPI Enumerator": 123456789 → 3.
    expect(isValidNpi("1234567893")).toBe(true);
  });

  it("accepts other numbers whose Luhn digit over 80840 + nine digits is right", () => {
    // 80840 + 124531959 → check digit 9 (the example in the NPPES data dissemination notes).
    expect(isValidNpi("1245319599")).toBe(true);
    expect(isValidNpi("1000000004")).toBe(true);
  });

  it("refuses a wrong check digit", () => {
    for (let last = 0; last <= 9; last++) {
      if (last !== 3) expect(isValidNpi(`123456789${last}`)).toBe(false);
    }
    expect(isValidNpi("1245319598")).toBe(false);
  });

  it("refuses anything but ten digits", () => {
    for (const value of [
      "",
      "123456789",
      "12345678930",
      "123456789a",
      " 1234567893",
      "１２３４５６７８９３",
    ]) {
      expect(isValidNpi(value)).toBe(false);
    }
  });

  it("normalizes spaces and hyphens only", () => {
    expect(normalizeNpi("123 456-7893")).toBe("1234567893");
    expect(normalizeNpi("12345.67893")).toBe("12345.67893");
  });

  it("the offline identity check reports the format only", async () => {
    await expect(formatOnlyIdentityCheck.checkNpi("1234567893")).resolves.toEqual({
      npi: "1234567893",
      isFormatValid: true,
    });
  });
});

describe("npiProblem", () => {
  it("says the check digit is wrong for ten digits that fail the check", () => {
    expect(npiProblem("1234567890")).toBe(WRONG_NPI_CHECK_DIGIT);
  });

  it("asks for ten digits otherwise, and finds nothing wrong with a valid or empty NPI", () => {
    expect(npiProblem("123456789")).toBe(INVALID_NPI);
    expect(npiProblem("123456789a")).toBe(INVALID_NPI);
    expect(npiProblem("1234567893")).toBeNull();
    expect(npiProblem("")).toBeNull();
  });
});
