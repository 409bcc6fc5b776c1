/**
 * The form kit's core, shared by the browser and the server: what each field of a form schema is
 * (its constraints, kept in a Zod registry beside the schema), how a submitted body becomes the
 * schema's input, how a failed parse becomes one message per field, and which values a failed
 * submission may show again.
 */
import { z } from "zod";

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
}

export const fieldMeta = z.registry<FieldMeta>();

/** A form schema: an object of fields described in `fieldMeta` (refinements may span fields). */
export type FormSchema = z.ZodObject;

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

const isControl = (code: number, isMultiline: boolean) =>
  code === 127 || (code < 32 && !(isMultiline && (code === 9 || code === 10 || code === 13)));

/** Any control character; a multi-line field allows tab, line feed and carriage return. */
export function hasControlCharacter(value: string, isMultiline = false): boolean {
  for (let i = 0; i < value.length; i++) {
    if (isControl(value.charCodeAt(i), isMultiline)) return true;
  }
  return false;
}

function withoutControlCharacters(value: string, isMultiline: boolean): string {
  return hasControlCharacter(value, isMultiline)
    ? [...value].filter((c) => !isControl(c.charCodeAt(0), isMultiline)).join("")
    : value;
}

/** The registered meta of each field of the schema, by name. */
export function fieldsOf(schema: FormSchema): [string, FieldMeta | undefined][] {
  return Object.entries(schema.shape).map(([name, field]) => [
    name,
    fieldMeta.get(field as z.ZodType),
  ]);
}

export function metaOf(schema: FormSchema, name: string): FieldMeta | undefined {
  const field = schema.shape[name];
  return field ? fieldMeta.get(field as z.ZodType) : undefined;
}

/**
 * A submitted body as the schema's input: only the schema's names; a list field gets every value
 * sent under its name, any other field its first. Files are ignored (no form takes uploads yet).
 */
export function readFormData(formData: FormData, schema: FormSchema): Record<string, unknown> {
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
