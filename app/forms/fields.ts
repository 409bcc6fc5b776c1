/**
 * The shared field schemas every form is built from. Each one parses what a browser sends (a
 * string, or nothing) and carries its constraints in `fieldMeta`, so the form controls take
 * `required`, `maxLength`, `type` and the options from the schema, and the lengths come from
 * LIMITS, which the database columns use too.
 */
import { z } from "zod";
import { LIMITS } from "~/lib/limits";
import { type FieldMeta, fieldMeta, hasControlCharacter } from "./kit";

export { hasControlCharacter };

export const INVALID_EMAIL = "Please enter a valid email address";
export const INVALID_PHONE = "Please enter a valid phone number";
export const INVALID_ZIP_CODE = "Please enter a valid ZIP code";
export const INVALID_URL = "Please enter a valid URL (starting with http:// or https://)";

/** Registers the field's constraints beside its schema. */
export function withMeta<S extends z.ZodType>(schema: S, meta: FieldMeta): S {
  fieldMeta.add(schema, meta);
  return schema;
}

const asString = (value: unknown) => (typeof value === "string" ? value : "");

const notAllowed = (label: string) => `${label} contains characters that are not allowed`;
const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** A string as typed (not trimmed), refusing control characters: passwords, hidden inputs. */
export function rawText(label: string, max: number) {
  return z
    .string()
    .max(max, tooLong(label, max))
    .refine((v) => !hasControlCharacter(v), notAllowed(label));
}

export function trimmedText(label: string, max: number, isMultiline: boolean) {
  return z
    .string()
    .trim()
    .max(max, tooLong(label, max))
    .refine((v) => !hasControlCharacter(v, isMultiline), notAllowed(label));
}

const emptyToNull = (v: string) => (v === "" ? null : v);

/** A required text field: '{label} is required', a length cap, no control characters. */
export function requiredText(label: string, max: number, isMultiline = false) {
  const text = trimmedText(label, max, isMultiline).refine((v) => v !== "", `${label} is required`);
  return withMeta(z.preprocess(asString, text), {
    label,
    required: true,
    maxLength: max,
    type: "text",
    isMultiline,
  });
}

/** An optional text field: empty becomes null; still length-capped. */
export function optionalText(label: string, max: number, isMultiline = false) {
  const text = trimmedText(label, max, isMultiline).transform(emptyToNull);
  return withMeta(z.preprocess(asString, text), {
    label,
    required: false,
    maxLength: max,
    type: "text",
    isMultiline,
  });
}

/** A free-text field of several lines (a textarea). */
export function optionalLongText(label: string, max: number = LIMITS.longText) {
  return optionalText(label, max, true);
}

/** Trimmed and lower-cased here, once, so every table stores e-mail addresses the same way. */
const lowerCaseEmailText = () => z.string().trim().toLowerCase().max(LIMITS.email, INVALID_EMAIL);

export function emailField(label = "Email") {
  return withMeta(
    z.preprocess(
      asString,
      lowerCaseEmailText().min(1, `${label} is required`).pipe(z.email(INVALID_EMAIL)),
    ),
    { label, required: true, maxLength: LIMITS.email, type: "email" },
  );
}

const PHONE = /^[+()\d][\d\s().+-]{5,}$/;

export function phoneField(label = "Phone") {
  return withMeta(
    z.preprocess(
      asString,
      trimmedText(label, LIMITS.phone, false)
        .refine((v) => v !== "", `${label} is required`)
        .refine((v) => v === "" || PHONE.test(v), INVALID_PHONE),
    ),
    { label, required: true, maxLength: LIMITS.phone, type: "tel" },
  );
}

export function optionalPhoneField(label = "Phone") {
  return withMeta(
    z.preprocess(
      asString,
      trimmedText(label, LIMITS.phone, false)
        .refine((v) => v === "" || PHONE.test(v), INVALID_PHONE)
        .transform(emptyToNull),
    ),
    { label, required: false, maxLength: LIMITS.phone, type: "tel" },
  );
}

/** `example.com` → `https://example.com`; a value with a scheme is left as it is. */
export function withScheme(value: string): string {
  if (value.startsWith("//")) return `https:${value}`;
  return /^[a-z][a-z\d+-]*:/i.test(value) ? value : `https://${value}`;
}

const HTTP_URL = /^https?:\/\/[^\s.]+\.\S+$/i;

/** An optional website: an http(s) URL, or a bare domain stored as `https://domain`. */
export function optionalUrlField(label = "Website") {
  return withMeta(
    z.preprocess(
      asString,
      trimmedText(label, LIMITS.url, false)
        .refine((v) => v === "" || HTTP_URL.test(withScheme(v)), INVALID_URL)
        .refine((v) => v === "" || withScheme(v).length <= LIMITS.url, tooLong(label, LIMITS.url))
        .transform((v) => (v === "" ? null : withScheme(v))),
    ),
    { label, required: false, maxLength: LIMITS.url, type: "url" },
  );
}

export function zipCodeField(label = "ZIP code") {
  return withMeta(
    z.preprocess(
      asString,
      z
        .string()
        .trim()
        .min(1, `${label} is required`)
        .regex(/^\d{5}(-\d{4})?$/, INVALID_ZIP_CODE),
    ),
    { label, required: true, maxLength: LIMITS.zipCode, type: "text" },
  );
}

/** One of a closed list of options (a select or radio group); unknown values are refused. */
export function optionField<const T extends readonly [string, ...string[]]>(
  label: string,
  options: T,
) {
  return withMeta(
    z.preprocess(
      asString,
      z
        .string()
        .min(1, `${label} is required`)
        .pipe(z.enum(options, { error: `Please choose a valid ${label.toLowerCase()}` })),
    ),
    { label, required: true, options },
  );
}

const isChecked = (v: unknown) => v === "on" || v === "true" || v === true;

/** A checkbox: checked when the browser sent its value ("on" unless set). */
export function checkboxField(label: string) {
  return withMeta(z.preprocess(isChecked, z.boolean()), {
    label,
    required: false,
    isCheckbox: true,
  });
}

/** A checkbox that must be checked, e.g. agreeing to the terms. */
export function requiredCheckbox(label: string, message: string) {
  return withMeta(z.preprocess(isChecked, z.literal(true, { error: message })), {
    label,
    required: true,
    isCheckbox: true,
  });
}

/** A hidden input holding an id (not shown, so never echoed back). */
export function hiddenId(label: string, message = `${label} is required`, max = 200) {
  return withMeta(
    z.preprocess(
      asString,
      trimmedText(label, max, false).refine((v) => v !== "", message),
    ),
    { label, required: true, isEchoed: false },
  );
}

/** Hidden inputs sharing one name, e.g. the products chosen: at most `max` ids. */
export function idListField(label: string, max = 100) {
  const asList = (v: unknown) => (Array.isArray(v) ? v : typeof v === "string" ? [v] : []);
  return withMeta(z.preprocess(asList, z.array(rawText(label, 200)).max(max)), {
    label,
    required: false,
    isList: true,
    isEchoed: false,
  });
}

/** An optional e-mail address: empty becomes null; otherwise trimmed, lower-cased and checked. */
export function optionalEmailField(label = "Email") {
  return withMeta(
    z.preprocess(
      asString,
      lowerCaseEmailText()
        .pipe(z.union([z.literal(""), z.email(INVALID_EMAIL)]))
        .transform(emptyToNull),
    ),
    { label, required: false, maxLength: LIMITS.email, type: "email" },
  );
}
