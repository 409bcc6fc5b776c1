/**
 * What a dental license number looks like in the ten most populous US states, so the sample
 * request form can say "that does not look like a Texas license number" while the requester is
 * still there. Other states (and anything that is not a US state) accept any value up to the
 * field's length limit. A state is found by its code (what the form stores) or, for a request
 * stored before the state was a select, its name (app/lib/us-states.ts, docs/decisions/122).
 *
 * Source and assumption: these patterns were written from the general shape of the numbers the
 * state dental boards print on their public license look-ups (a prefix for the profession in
 * some states, then digits), without checking each board's current rules. They are deliberately
 * lenient (a range of digit counts, an optional profession prefix, spaces, hyphens and dots
 * ignored) so a real number is never refused; a number that passes is not verified. Correct a
 * pattern here when a board's format is known to differ (docs/decisions/090).
 */

import { stateCodeOf, US_STATE_NAMES, type UsStateCode } from "./us-states";

export interface LicensePattern {
  /** Two-letter postal code. */
  code: UsStateCode;
  /** The state's name, for the message ("a Texas dental license number"). */
  name: string;
  /** Tested against the number upper-cased, with spaces, hyphens and dots removed. */
  pattern: RegExp;
  /** The expected form in words, for the message ("4 to 6 digits, e.g. 12345"). */
  example: string;
}

const PATTERNS: readonly Omit<LicensePattern, "name">[] = [
  {
    code: "CA",
    pattern: /^(?:DDS)?\d{4,6}$/,
    example: "4 to 6 digits, optionally after DDS, e.g. 54321",
  },
  { code: "TX", pattern: /^\d{4,6}$/, example: "4 to 6 digits, e.g. 23456" },
  {
    code: "FL",
    pattern: /^DN\d{4,6}$/,
    example: "DN and 4 to 6 digits, e.g. DN 12345",
  },
  { code: "NY", pattern: /^\d{5,6}$/, example: "5 or 6 digits, e.g. 045678" },
  {
    code: "PA",
    pattern: /^DS\d{5,6}L?$/,
    example: "DS and 5 or 6 digits, e.g. DS012345",
  },
  {
    code: "IL",
    pattern: /^(?:019)?\d{6}$/,
    example: "6 digits, optionally after 019., e.g. 019.012345",
  },
  {
    code: "OH",
    pattern: /^(?:30)?\d{5,6}$/,
    example: "5 or 6 digits, optionally after 30., e.g. 30.012345",
  },
  {
    code: "GA",
    pattern: /^DN\d{5,6}$/,
    example: "DN and 5 or 6 digits, e.g. DN012345",
  },
  { code: "NC", pattern: /^\d{4,5}$/, example: "4 or 5 digits, e.g. 8765" },
  {
    code: "MI",
    pattern: /^2901\d{6}$/,
    example: "10 digits starting with 2901, e.g. 2901012345",
  },
];

export const LICENSE_PATTERNS: readonly LicensePattern[] = PATTERNS.map((entry) => ({
  ...entry,
  name: US_STATE_NAMES[entry.code],
}));

/** The state's pattern, matching the code or the full name in any case ("CA", "California"). */
export function licensePatternFor(state: string): LicensePattern | null {
  const code = stateCodeOf(state);
  return LICENSE_PATTERNS.find((entry) => entry.code === code) ?? null;
}

export function normalizeLicense(value: string): string {
  return value.toUpperCase().replace(/[\s.-]/g, "");
}

/** True when the state has no pattern, or the number fits it. */
export function licenseMatchesState(license: string, state: string): boolean {
  const entry = licensePatternFor(state);
  return !entry || entry.pattern.test(normalizeLicense(license));
}

/** The message for a number that does not fit the state's pattern. */
export function licenseMismatchMessage(entry: LicensePattern): string {
  return `This does not look like a ${entry.name} dental license number (${entry.example})`;
}
