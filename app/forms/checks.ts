/**
 * The browser's half of validation, without Zod (docs/decisions/082). Each field builder in
 * ./fields.ts states, beside its Zod schema, the checks the schema makes on one field and their
 * messages, in the schema's order; the browser runs them and shows the first failure, which is
 * the message the server's parse gives for the same value (tests: fields.test.ts). Rules across
 * fields (`superRefine`) and custom fields without checks are left to the server, whose answer
 * shows the same way.
 */
import { hasControlCharacter, withoutControlCharacters } from "../lib/control-characters.ts";

export { hasControlCharacter, withoutControlCharacters };

/** Patterns shared by the Zod schemas and the browser's checks. */
export const PATTERNS = {
  // Zod's own e-mail pattern (z.regexes.email), so both sides accept the same addresses.
  email:
    /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/,
  phone: /^[+()\d][\d\s().+-]{5,}$/,
  zipCode: /^\d{5}(-\d{4})?$/,
  httpUrl: /^https?:\/\/[^\s.]+\.\S+$/i,
} as const;

export type PatternName = keyof typeof PATTERNS;

/** One check on a field's value, as a builder states it (plain data, sent to the browser). */
export type FieldCheck =
  /** Empty (after trimming, if the field trims) is refused. */
  | { kind: "required"; message: string }
  | { kind: "maxLength"; max: number; message: string }
  /** Control characters are refused; `isMultiline` allows tab, line feed and carriage return. */
  | { kind: "noControl"; isMultiline: boolean; message: string }
  /** A non-empty value must match; `withScheme` first adds https:// to a bare domain. */
  | { kind: "pattern"; pattern: PatternName; withScheme?: boolean; message: string }
  /** A non-empty value with https:// added must still fit. */
  | { kind: "maxLengthWithScheme"; max: number; message: string }
  /** A non-empty value must be one of the field's options. */
  | { kind: "oneOf"; options: readonly string[]; message: string }
  /** A checkbox that must be checked. */
  | { kind: "checked"; message: string };

/** How a field's checks read its value: trimmed or as typed, one value or a list of them. */
export interface FieldChecks {
  checks: FieldCheck[];
  isTrimmed?: boolean;
  isList?: boolean;
}

/** `example.com` → `https://example.com`; a value with a scheme is left as it is. */
export function withScheme(value: string): string {
  if (value.startsWith("//")) return `https:${value}`;
  return /^[a-z][a-z\d+-]*:/i.test(value) ? value : `https://${value}`;
}

const isChecked = (value: string) => value === "on" || value === "true";

function failure(check: FieldCheck, value: string): boolean {
  switch (check.kind) {
    case "required":
      return value === "";
    case "maxLength":
      return value.length > check.max;
    case "noControl":
      return hasControlCharacter(value, check.isMultiline);
    case "pattern":
      return (
        value !== "" && !PATTERNS[check.pattern].test(check.withScheme ? withScheme(value) : value)
      );
    case "maxLengthWithScheme":
      return value !== "" && withScheme(value).length > check.max;
    case "oneOf":
      return value !== "" && !check.options.includes(value);
    case "checked":
      return !isChecked(value);
  }
}

/** The first failing check's message for a submitted value (a string, a list, or nothing). */
export function checkField(field: FieldChecks, input: unknown): string | undefined {
  const values = field.isList
    ? Array.isArray(input)
      ? input
      : typeof input === "string"
        ? [input]
        : []
    : [typeof input === "string" ? input : ""];
  for (const raw of values) {
    const value = field.isTrimmed ? String(raw).trim() : String(raw);
    for (const check of field.checks) if (failure(check, value)) return check.message;
  }
  return undefined;
}
