/**
 * The kit's text fields: names, notes, e-mail addresses, phone numbers, websites, ZIP codes.
 * Each states its constraints, checks and kept value once (./field.ts); the lengths come from
 * LIMITS, which the database columns use too.
 */
import { LIMITS } from "../limits.ts";
import { type FieldCheck, withScheme } from "./checks.ts";
import type { Field, FieldMeta } from "./field.ts";

export const INVALID_EMAIL = "Please enter a valid email address";
export const INVALID_PHONE = "Please enter a valid phone number";
export const INVALID_ZIP_CODE = "Please enter a valid ZIP code";
export const INVALID_URL = "Please enter a valid URL (starting with http:// or https://)";

export const notAllowed = (label: string) => `${label} contains characters that are not allowed`;
export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;
export const isRequired = (label: string) => `${label} is required`;

export const trim = (value: string) => value.trim();
const trimLower = (value: string) => value.trim().toLowerCase();
const asIs = (value: string) => value;
const emptyToNull = (value: string) => (value === "" ? null : value);

/** The length cap, then control characters: the checks of every free-text field. */
export const textChecks = (label: string, max: number, isMultiline = false): FieldCheck[] => [
  { kind: "maxLength", max, message: tooLong(label, max) },
  { kind: "noControl", isMultiline, message: notAllowed(label) },
];
export const required = (message: string): FieldCheck => ({ kind: "required", message });

/** A text field's constraints for its control. */
const textMeta = (label: string, isRequired: boolean, max: number, isMultiline = false) =>
  ({ label, required: isRequired, maxLength: max, type: "text", isMultiline }) as const;

/**
 * Text with the length cap and no control characters, kept as `value` makes it: the building
 * block of the other text fields, and of fields a form shapes itself (`meta` adds to its control).
 */
export function textField<T = string>(
  label: string,
  max: number,
  options: {
    isTrimmed?: boolean;
    isMultiline?: boolean;
    checks?: FieldCheck[];
    value?: (text: string) => T;
    meta?: Partial<FieldMeta>;
  } = {},
): Field<T> {
  return {
    ...textMeta(label, false, max, options.isMultiline),
    ...options.meta,
    prepare: options.isTrimmed === false ? asIs : trim,
    checks: [...textChecks(label, max, options.isMultiline), ...(options.checks ?? [])],
    value: options.value ?? (asIs as (text: string) => T),
  };
}

/** A required text field: '{label} is required', a length cap, no control characters. */
export function requiredText(label: string, max: number, isMultiline = false): Field<string> {
  return textField(label, max, {
    isMultiline,
    checks: [required(isRequired(label))],
    meta: { required: true },
  });
}

/** An optional text field: empty becomes null; still length-capped. */
export function optionalText(label: string, max: number, isMultiline = false) {
  return textField(label, max, { isMultiline, value: emptyToNull });
}

/** A free-text field of several lines (a textarea). */
export function optionalLongText(label: string, max: number = LIMITS.longText) {
  return optionalText(label, max, true);
}

/** Trimmed and lower-cased here, once, so every table stores e-mail addresses the same way. */
const emailChecks: FieldCheck[] = [
  { kind: "maxLength", max: LIMITS.email, message: INVALID_EMAIL },
  { kind: "pattern", pattern: "email", message: INVALID_EMAIL },
];
const emailMeta = { maxLength: LIMITS.email, type: "email", prepare: trimLower } as const;

export function emailField(label = "Email"): Field<string> {
  return {
    label,
    required: true,
    ...emailMeta,
    checks: [required(isRequired(label)), ...emailChecks],
    value: asIs,
  };
}

/** An optional e-mail address: empty becomes null; otherwise trimmed, lower-cased and checked. */
export function optionalEmailField(label = "Email") {
  return { label, required: false, ...emailMeta, checks: emailChecks, value: emptyToNull };
}

const phoneCheck: FieldCheck = { kind: "pattern", pattern: "phone", message: INVALID_PHONE };

export function phoneField(label = "Phone"): Field<string> {
  return textField(label, LIMITS.phone, {
    checks: [required(isRequired(label)), phoneCheck],
    meta: { required: true, type: "tel" },
  });
}

export function optionalPhoneField(label = "Phone") {
  return textField(label, LIMITS.phone, {
    checks: [phoneCheck],
    value: emptyToNull,
    meta: { type: "tel" },
  });
}

/** An optional website: an http(s) URL, or a bare domain stored as `https://domain`. */
export function optionalUrlField(label = "Website") {
  return textField(label, LIMITS.url, {
    checks: [
      { kind: "pattern", pattern: "httpUrl", withScheme: true, message: INVALID_URL },
      { kind: "maxLengthWithScheme", max: LIMITS.url, message: tooLong(label, LIMITS.url) },
    ],
    value: (v) => (v === "" ? null : withScheme(v)),
    meta: { type: "url" },
  });
}

export function zipCodeField(label = "ZIP code"): Field<string> {
  return {
    ...textMeta(label, true, LIMITS.zipCode),
    prepare: trim,
    checks: [
      required(isRequired(label)),
      { kind: "pattern", pattern: "zipCode", message: INVALID_ZIP_CODE },
    ],
    value: asIs,
  };
}
