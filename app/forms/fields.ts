/**
 * The shared field schemas every form is built from. Each one parses what a browser sends (a
 * string, or nothing) and carries its constraints in `fieldMeta`, so the form controls take
 * `required`, `maxLength`, `type` and the options from the schema, and the lengths come from
 * LIMITS, which the database columns use too. Each also states its checks as plain data
 * (`checks`, ./checks.ts), in the schema's order with the schema's messages: the browser runs
 * those instead of Zod (docs/decisions/082).
 */
// First: no schema may be built before Zod is told not to probe for eval (see the module).
import "~/lib/zod-jitless";
import { z } from "zod";
import { LIMITS } from "~/lib/limits";
import { type FieldCheck, hasControlCharacter, PATTERNS, withScheme } from "./checks";
import { type FieldMeta, fieldMeta } from "./kit";

export { hasControlCharacter, withScheme };

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
const isRequired = (label: string) => `${label} is required`;

/** The checks of `trimmedText`/`rawText`: the length cap, then control characters. */
const textChecks = (label: string, max: number, isMultiline: boolean): FieldCheck[] => [
  { kind: "maxLength", max, message: tooLong(label, max) },
  { kind: "noControl", isMultiline, message: notAllowed(label) },
];
const required = (message: string): FieldCheck => ({ kind: "required", message });

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
  const text = trimmedText(label, max, isMultiline).refine((v) => v !== "", isRequired(label));
  return withMeta(z.preprocess(asString, text), {
    label,
    required: true,
    maxLength: max,
    type: "text",
    isMultiline,
    isTrimmed: true,
    checks: [...textChecks(label, max, isMultiline), required(isRequired(label))],
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
    isTrimmed: true,
    checks: textChecks(label, max, isMultiline),
  });
}

/** A free-text field of several lines (a textarea). */
export function optionalLongText(label: string, max: number = LIMITS.longText) {
  return optionalText(label, max, true);
}

/** Trimmed and lower-cased here, once, so every table stores e-mail addresses the same way. */
const lowerCaseEmailText = () => z.string().trim().toLowerCase().max(LIMITS.email, INVALID_EMAIL);
/** The same pattern as the browser's check (app/forms/checks.ts). */
const emailFormat = () => z.email({ pattern: PATTERNS.email, error: INVALID_EMAIL });
const emailChecks = [
  { kind: "maxLength", max: LIMITS.email, message: INVALID_EMAIL },
  { kind: "pattern", pattern: "email", message: INVALID_EMAIL },
] as const satisfies readonly FieldCheck[];

export function emailField(label = "Email") {
  return withMeta(
    z.preprocess(asString, lowerCaseEmailText().min(1, isRequired(label)).pipe(emailFormat())),
    {
      label,
      required: true,
      maxLength: LIMITS.email,
      type: "email",
      isTrimmed: true,
      checks: [required(isRequired(label)), ...emailChecks],
    },
  );
}

const PHONE = PATTERNS.phone;
const phoneCheck: FieldCheck = { kind: "pattern", pattern: "phone", message: INVALID_PHONE };

export function phoneField(label = "Phone") {
  return withMeta(
    z.preprocess(
      asString,
      trimmedText(label, LIMITS.phone, false)
        .refine((v) => v !== "", isRequired(label))
        .refine((v) => v === "" || PHONE.test(v), INVALID_PHONE),
    ),
    {
      label,
      required: true,
      maxLength: LIMITS.phone,
      type: "tel",
      isTrimmed: true,
      checks: [...textChecks(label, LIMITS.phone, false), required(isRequired(label)), phoneCheck],
    },
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
    {
      label,
      required: false,
      maxLength: LIMITS.phone,
      type: "tel",
      isTrimmed: true,
      checks: [...textChecks(label, LIMITS.phone, false), phoneCheck],
    },
  );
}

const HTTP_URL = PATTERNS.httpUrl;

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
    {
      label,
      required: false,
      maxLength: LIMITS.url,
      type: "url",
      isTrimmed: true,
      checks: [
        ...textChecks(label, LIMITS.url, false),
        { kind: "pattern", pattern: "httpUrl", withScheme: true, message: INVALID_URL },
        { kind: "maxLengthWithScheme", max: LIMITS.url, message: tooLong(label, LIMITS.url) },
      ],
    },
  );
}

export function zipCodeField(label = "ZIP code") {
  return withMeta(
    z.preprocess(
      asString,
      z.string().trim().min(1, isRequired(label)).regex(PATTERNS.zipCode, INVALID_ZIP_CODE),
    ),
    {
      label,
      required: true,
      maxLength: LIMITS.zipCode,
      type: "text",
      isTrimmed: true,
      checks: [
        required(isRequired(label)),
        { kind: "pattern", pattern: "zipCode", message: INVALID_ZIP_CODE },
      ],
    },
  );
}

/** One of a closed list of options (a select or radio group); unknown values are refused. */
export function optionField<const T extends readonly [string, ...string[]]>(
  label: string,
  options: T,
) {
  const invalid = `Please choose a valid ${label.toLowerCase()}`;
  return withMeta(
    z.preprocess(
      asString,
      z
        .string()
        .min(1, isRequired(label))
        .pipe(z.enum(options, { error: invalid })),
    ),
    {
      label,
      required: true,
      options,
      checks: [required(isRequired(label)), { kind: "oneOf", options, message: invalid }],
    },
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
    checks: [{ kind: "checked", message }],
  });
}

/** A hidden input holding an id (not shown, so never echoed back). */
export function hiddenId(label: string, message = isRequired(label), max = 200) {
  return withMeta(
    z.preprocess(
      asString,
      trimmedText(label, max, false).refine((v) => v !== "", message),
    ),
    {
      label,
      required: true,
      isEchoed: false,
      isTrimmed: true,
      checks: [...textChecks(label, max, false), required(message)],
    },
  );
}

/** Hidden inputs sharing one name, e.g. the products chosen: at most `max` ids. */
export function idListField(label: string, max = 100) {
  const asList = (v: unknown) => (Array.isArray(v) ? v : typeof v === "string" ? [v] : []);
  // The list's own cap (Zod's message) is the server's; the browser checks each id.
  return withMeta(z.preprocess(asList, z.array(rawText(label, 200)).max(max)), {
    label,
    required: false,
    isList: true,
    isEchoed: false,
    checks: textChecks(label, 200, false),
  });
}

/** An optional e-mail address: empty becomes null; otherwise trimmed, lower-cased and checked. */
export function optionalEmailField(label = "Email") {
  return withMeta(
    z.preprocess(
      asString,
      lowerCaseEmailText()
        .pipe(z.union([z.literal(""), emailFormat()]))
        .transform(emptyToNull),
    ),
    {
      label,
      required: false,
      maxLength: LIMITS.email,
      type: "email",
      isTrimmed: true,
      checks: [...emailChecks],
    },
  );
}
