/**
 * The form kit's core, shared by the browser and the server: a form is its fields (each written
 * once, app/lib/fields/) and, where a rule spans fields, a `refine` the server runs. How a
 * submitted body becomes the form's input, how the fields' checks become one message per field,
 * and which values a failed submission may show again. No Zod: the same code runs in the browser
 * and in the actions (docs/decisions/111).
 */
import { withoutControlCharacters } from "~/lib/fields/checks";
import { type Field, type FieldMeta, type FieldValue, parseField } from "~/lib/fields/field";

export { hasControlCharacter } from "~/lib/fields/checks";
export type { FieldMeta, InputType } from "~/lib/fields/field";

export type FormFields = Record<string, Field>;

/** What a form's data is: each field's kept value. */
export type FormOutput<S extends FormSchema> = {
  [K in keyof S["shape"]]: FieldValue<S["shape"][K]>;
};

/** A rule across fields: adds a message to a field, or `form` for the whole form. */
export type Refinement<T> = (data: T, addIssue: (name: string, message: string) => void) => void;

export interface FormSchema<F extends FormFields = FormFields> {
  shape: F;
  /** Run by the server after the fields' checks, unless one failed with no value to reason on. */
  refine?(
    data: { [K in keyof F]: FieldValue<F[K]> },
    addIssue: (name: string, message: string) => void,
  ): void;
}

/** A form of these fields; `refine` states the rules across them (the server's). */
export function defineForm<F extends FormFields>(
  shape: F,
  refine?: Refinement<{ [K in keyof F]: FieldValue<F[K]> }>,
): FormSchema<F> {
  return refine ? { shape, refine } : { shape };
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

/** Each field of the form, by name. */
export function fieldsOf(schema: FormSchema): [string, Field][] {
  return Object.entries(schema.shape);
}

export function metaOf(schema: FormSchema, name: string): FieldMeta | undefined {
  return schema.shape[name];
}

/**
 * A submitted body as the form's input: only the form's names; a list field gets every value
 * sent under its name, any other field its first. Files are ignored (no form takes uploads yet).
 */
export function readFormData(formData: FormData, schema: FormSchema): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, field] of fieldsOf(schema)) {
    const values = formData.getAll(name).filter((v): v is string => typeof v === "string");
    input[name] = field.isList ? values : values[0];
  }
  return input;
}

/**
 * The browser's validation: each field's first failing check, the message the server gives for
 * the same value. Rules across fields (`refine`) are the server's.
 */
export function checkForm(schema: FormSchema, input: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, field] of fieldsOf(schema)) {
    const result = parseField(field, input[name]);
    if (!result.ok) errors[name] = result.message;
  }
  return errors;
}

/** The server's parse: the fields' checks and values, then the rules across fields. */
export function validate<S extends FormSchema>(
  schema: S,
  input: Record<string, unknown>,
): Validation<FormOutput<S>> {
  const errors: FieldErrors = {};
  const data: Record<string, unknown> = {};
  let isStopped = false;
  for (const [name, field] of fieldsOf(schema)) {
    const result = parseField(field, input[name]);
    data[name] = result.value;
    if (!result.ok) {
      errors[name] = result.message;
      isStopped ||= result.isStopping;
    }
  }
  if (schema.refine && !isStopped) {
    schema.refine(data as never, (name, message) => {
      errors[name] ??= message;
    });
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, data: data as FormOutput<S> };
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
    if (meta.isEchoed === false || meta.isList || typeof value !== "string") continue;
    const max = meta.maxLength ?? longestOption(meta) ?? 0;
    values[name] = withoutControlCharacters(value.slice(0, max), meta.isMultiline === true);
  }
  return values;
}

function longestOption(meta: FieldMeta): number | undefined {
  if (meta.isCheckbox) return 5;
  return meta.options ? Math.max(...meta.options.map((o) => o.length)) : undefined;
}
