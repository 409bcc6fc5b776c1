/**
 * One way to validate a form on both sides: a Zod schema per form, built from the shared field
 * schemas below, parsed by `parseForm` in the browser (before submitting) and again in the action.
 */
import { z } from "zod";
import { LIMITS } from "./limits";

export type FieldErrors = Partial<Record<string, string>>;

export type ParseResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** FormData as a plain object; a name that occurs more than once becomes an array. */
export function formValues(formData: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [key, value] of formData) {
    if (typeof value !== "string") continue;
    const existing = values[key];
    if (existing === undefined) values[key] = value;
    else values[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return values;
}

/** Parses without throwing; the first message of each field, keyed by its dotted path. */
export function parseForm<S extends z.ZodType>(
  schema: S,
  input: unknown,
): ParseResult<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "form";
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

const asString = (value: unknown) => (typeof value === "string" ? value : "");

/** A required text field: '{label} is required' (spec §5) and a length cap. */
export function requiredText(label: string, max: number) {
  return z.preprocess(
    asString,
    z
      .string()
      .trim()
      .min(1, `${label} is required`)
      .max(max, `${label} must be at most ${max} characters`),
  );
}

/** An optional text field: empty becomes null; still length-capped. */
export function optionalText(label: string, max: number) {
  return z.preprocess(
    asString,
    z
      .string()
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .transform((v) => (v === "" ? null : v)),
  );
}

export const INVALID_EMAIL = "Please enter a valid email address";

export function emailField(label = "Email") {
  return z.preprocess(
    asString,
    z
      .string()
      .trim()
      .min(1, `${label} is required`)
      .max(LIMITS.email, INVALID_EMAIL)
      .pipe(z.email(INVALID_EMAIL)),
  );
}

export function phoneField(label = "Phone", { required = true } = {}) {
  const phone = z
    .string()
    .trim()
    .max(LIMITS.phone, `${label} must be at most ${LIMITS.phone} characters`)
    .regex(/^$|^[+()\d][\d\s().+-]{5,}$/, "Please enter a valid phone number");
  return z.preprocess(
    asString,
    required ? phone.min(1, `${label} is required`) : phone.transform((v) => (v === "" ? null : v)),
  );
}

export const INVALID_URL = "Please enter a valid URL (starting with http:// or https://)";

/** An optional website: must be an http(s) URL when given. */
export function optionalUrlField(label = "Website") {
  return z.preprocess(
    asString,
    z
      .string()
      .trim()
      .max(LIMITS.url, `${label} must be at most ${LIMITS.url} characters`)
      .refine((v) => v === "" || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(v), INVALID_URL)
      .transform((v) => (v === "" ? null : v)),
  );
}

export function zipCodeField(label = "ZIP code") {
  return z.preprocess(
    asString,
    z
      .string()
      .trim()
      .min(1, `${label} is required`)
      .regex(/^\d{5}(-\d{4})?$/, "Please enter a valid ZIP code"),
  );
}

/** One of a closed list of options (a select); unknown values are refused. */
export function optionField<const T extends readonly [string, ...string[]]>(
  label: string,
  options: T,
) {
  return z.preprocess(
    asString,
    z
      .string()
      .min(1, `${label} is required`)
      .pipe(z.enum(options, { error: `Please choose a valid ${label.toLowerCase()}` })),
  );
}

/** A checkbox: checked when the browser sent its value ("on" unless set). */
export const checkboxField = z.preprocess(
  (v) => v === "on" || v === "true" || v === true,
  z.boolean(),
);
