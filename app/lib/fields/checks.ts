/**
 * The checks a form field makes on a submitted value, as data, and the one function that runs
 * them: the browser (app/forms/use-form.ts) and the server (app/forms/kit.ts) both call
 * `checkValue`, so each rule and its message is written once (docs/decisions/111).
 */
import { hasControlCharacter, withoutControlCharacters } from "../control-characters.ts";

export { hasControlCharacter, withoutControlCharacters };

/** Patterns of the kit's fields. */
export const PATTERNS = {
  // Zod's e-mail pattern (z.regexes.email), as the auth forms and older data expect.
  email:
    /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/,
  phone: /^[+()\d][\d\s().+-]{5,}$/,
  zipCode: /^\d{5}(-\d{4})?$/,
  httpUrl: /^https?:\/\/[^\s.]+\.\S+$/i,
} as const;

export type PatternName = keyof typeof PATTERNS;

/** One check on a field's value (after the field prepared it: trimmed, lower-cased…). */
export type FieldCheck =
  /** Empty is refused. */
  | { kind: "required"; message: string }
  | { kind: "maxLength"; max: number; message: string }
  /** Control characters are refused; `isMultiline` allows tab, line feed and carriage return. */
  | { kind: "noControl"; isMultiline: boolean; message: string }
  /** A non-empty value must match; `withScheme` first adds https:// to a bare domain. */
  | { kind: "pattern"; pattern: PatternName; withScheme?: boolean; message: string }
  /** A non-empty value with https:// added must still fit. */
  | { kind: "maxLengthWithScheme"; max: number; message: string }
  /** A non-empty value must be one of the options. Stops the form's rules across fields. */
  | { kind: "oneOf"; options: readonly string[]; message: string }
  /** A checkbox that must be checked. Stops the form's rules across fields. */
  | { kind: "checked"; message: string }
  /** A rule of one field that is none of the above (an NPI's check digit, a number's range). */
  | {
      kind: "rule";
      test: (value: string) => boolean;
      message: string | ((value: string) => string);
    };

/**
 * Failures that leave no value to reason about (a value outside the options, an unticked box):
 * the form's rules across fields are then not run, as with Zod before (docs/decisions/111).
 */
export const isStopping = (check: FieldCheck) => check.kind === "oneOf" || check.kind === "checked";

/** `example.com` → `https://example.com`; a value with a scheme is left as it is. */
export function withScheme(value: string): string {
  if (value.startsWith("//")) return `https:${value}`;
  return /^[a-z][a-z\d+-]*:/i.test(value) ? value : `https://${value}`;
}

export const isChecked = (value: string) => value === "on" || value === "true";

function fails(check: FieldCheck, value: string): boolean {
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
    case "rule":
      return !check.test(value);
  }
}

/** The first check the value fails, in the field's order, and its message. */
export function failedCheck(
  checks: readonly FieldCheck[],
  value: string,
): { message: string; isStopping: boolean } | undefined {
  const check = checks.find((c) => fails(c, value));
  if (!check) return undefined;
  const message = typeof check.message === "string" ? check.message : check.message(value);
  return { message, isStopping: isStopping(check) };
}
