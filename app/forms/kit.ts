/**
 * The form kit's core, shared by the browser and the server: what each field of a form schema is
 * (its constraints, kept in a registry beside the schema), how a submitted body becomes the
 * schema's input, how a failed parse becomes one message per field, and which values a failed
 * submission may show again. No Zod at run time here: in the browser a form's schema is replaced
 * by its `FormConstraints` (vite/form-constraints.ts, docs/decisions/082).
 */
import type { z } from "zod";
import {
  checkField,
  type FieldCheck,
  hasControlCharacter,
  withoutControlCharacters,
} from "./checks.ts";

export { hasControlCharacter };

export type InputType = "text" | "email" | "tel" | "url" | "password";

/** What a form control needs to know about its field; set by the builders in ./fields.ts. */
export interface FieldMeta {
  /** The field's name in messages ('First name is required'). */
  label: string;
  /** Shown as required (the `required` and `aria-required` attributes, the asterisk). */
  required: boolean;
  maxLength?: number;
  type?: InputType;
  /** A textarea: \n, \r and \t are allowed; elsewhere every control character is refused. */
  isMultiline?: boolean;
  /** A closed list of options (a select or a radio group). */
  options?: readonly string[];
  isCheckbox?: boolean;
  /** Repeated form names collect into an array (e.g. the chosen product ids). */
  isList?: boolean;
  /** Not shown to the user (hidden inputs), or never sent back (passwords): not echoed. */
  isEchoed?: boolean;
  /** The checks the browser repeats (./checks.ts); the value is trimmed first when `isTrimmed`. */
  checks?: FieldCheck[];
  isTrimmed?: boolean;
}

/**
 * Each field schema's meta, kept on the schema under a registered symbol: no Zod needed, and the
 * build (vite/form-constraints.ts) reads it from schemas another copy of this module made.
 */
const META = Symbol.for("sampletray.fieldMeta");
export const fieldMeta = {
  add(schema: z.ZodType, meta: FieldMeta) {
    Object.defineProperty(schema, META, { value: meta, configurable: true });
  },
  get(schema: z.ZodType): FieldMeta | undefined {
    return (schema as { [META]?: FieldMeta })[META];
  },
};

/** A form schema: an object of fields described in `fieldMeta` (refinements may span fields). */
export type FormSchema = z.ZodObject;

/** What the browser gets instead of a form's Zod schema: each field's meta, as plain data. */
export interface FormConstraints {
  "~formConstraints": 1;
  fields: Record<string, FieldMeta | null>;
}

export function isFormConstraints(form: unknown): form is FormConstraints {
  return typeof form === "object" && form !== null && "~formConstraints" in form;
}

/** A schema's constraints (computed at build time for the browser; vite/form-constraints.ts). */
export function formConstraints(schema: FormSchema): FormConstraints {
  return {
    "~formConstraints": 1,
    fields: Object.fromEntries(fieldsOf(schema).map(([n, m]) => [n, m ?? null])),
  };
}

/** The first message of each field, keyed by name; `form` holds a message about the whole form. */
export type FieldErrors = Partial<Record<string, string>>;

/** The values a failed submission shows again: visible fields only, each cut to its maxLength. */
export type FormValues = Partial<Record<string, string>>;

/** What an action answers when a submission fails (400 bad input, or a storage failure). */
export interface FormFailure {
  ok: false;
  errors: FieldErrors;
  values: FormValues;
  /** A message about the whole form after a failure that is not the user's input. */
  formError?: string;
}

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** The registered meta of each field of the schema (or of its constraints), by name. */
export function fieldsOf(schema: FormSchema | FormConstraints): [string, FieldMeta | undefined][] {
  if (isFormConstraints(schema)) {
    return Object.entries(schema.fields).map(([name, meta]) => [name, meta ?? undefined]);
  }
  return Object.entries(schema.shape).map(([name, field]) => [
    name,
    fieldMeta.get(field as z.ZodType),
  ]);
}

export function metaOf(schema: FormSchema | FormConstraints, name: string): FieldMeta | undefined {
  if (isFormConstraints(schema)) return schema.fields[name] ?? undefined;
  const field = schema.shape[name];
  return field ? fieldMeta.get(field as z.ZodType) : undefined;
}

/**
 * A submitted body as the schema's input: only the schema's names; a list field gets every value
 * sent under its name, any other field its first. Files are ignored (no form takes uploads yet).
 */
export function readFormData(
  formData: FormData,
  schema: FormSchema | FormConstraints,
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, meta] of fieldsOf(schema)) {
    const values = formData.getAll(name).filter((v): v is string => typeof v === "string");
    input[name] = meta?.isList ? values : values[0];
  }
  return input;
}

/** Parses without throwing; the first message of each field, keyed by its name. */
export function validate<S extends FormSchema>(
  schema: S,
  input: Record<string, unknown>,
): Validation<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    // Forms are flat: an error inside a list field (e.g. one bad id) is the field's error.
    const key = issue.path.length > 0 ? String(issue.path[0]) : "form";
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * The browser's validation with a form's constraints: each field's first failing check
 * (./checks.ts), the message the server's parse gives for the same value. Rules across fields
 * are the server's.
 */
export function checkForm(form: FormConstraints, input: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, meta] of Object.entries(form.fields)) {
    if (!meta?.checks) continue;
    const message = checkField(
      { checks: meta.checks, isTrimmed: meta.isTrimmed, isList: meta.isList },
      input[name],
    );
    if (message) errors[name] = message;
  }
  return errors;
}

/**
 * The values a failed submission may show again: the visible fields the form shows, never
 * hidden inputs or passwords, each cut to its maxLength so an answer is never larger than the
 * form, and without control characters (the field's message says they were refused).
 */
export function echoValues(schema: FormSchema, input: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const [name, meta] of fieldsOf(schema)) {
    const value = input[name];
    if (!meta || meta.isEchoed === false || meta.isList || typeof value !== "string") continue;
    const max = meta.maxLength ?? longestOption(meta) ?? 0;
    values[name] = withoutControlCharacters(value.slice(0, max), meta.isMultiline === true);
  }
  return values;
}

function longestOption(meta: FieldMeta): number | undefined {
  if (meta.isCheckbox) return 5;
  return meta.options ? Math.max(...meta.options.map((o) => o.length)) : undefined;
}
