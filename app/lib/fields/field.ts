/**
 * A form field, written once as plain code: what its control shows (label, required, maxLength,
 * type, options), how a submitted value is prepared (trimmed, lower-cased), the checks it must
 * pass (./checks.ts) and the value the server keeps. The browser runs the checks before sending;
 * the server runs the same checks and takes the value (`parseField`). Docs/decisions/111.
 */
import { type FieldCheck, failedCheck } from "./checks.ts";

export type InputType = "text" | "email" | "tel" | "url" | "password";

/** What a form control needs to know about its field. */
export interface FieldMeta {
  /** The field's name in messages ('First name is required'). */
  label: string;
  /** Shown as required (the `required` and `aria-required` attributes, the asterisk). */
  required: boolean;
  maxLength?: number | undefined;
  type?: InputType | undefined;
  /** A textarea: \n, \r and \t are allowed; elsewhere every control character is refused. */
  isMultiline?: boolean | undefined;
  /** A closed list of options (a select or a radio group). */
  options?: readonly string[] | undefined;
  /** The text each option shows, where it is not the option itself ("California" for "CA"). */
  optionLabels?: Readonly<Record<string, string>> | undefined;
  isCheckbox?: boolean | undefined;
  /** Repeated form names collect into a list (e.g. the chosen product ids). */
  isList?: boolean | undefined;
  /** Not shown to the user (hidden inputs), or never sent back (passwords): not echoed. */
  isEchoed?: boolean | undefined;
}

export interface Field<T = unknown> extends FieldMeta {
  /** Each value's checks, in order; the first failure is the field's message. */
  checks: readonly FieldCheck[];
  /** The submitted text as checked (e.g. trimmed); as typed when absent. */
  prepare?: ((value: string) => string) | undefined;
  /** The value kept from the prepared text (a list field: from its prepared items). */
  value: (prepared: string & string[]) => T;
  /** A list field: at most this many values. */
  maxItems?: { max: number; message: string } | undefined;
}

/** The value a field's output type is. */
export type FieldValue<F> = F extends Field<infer T> ? T : never;

export type FieldResult<T> =
  | { ok: true; value: T }
  | { ok: false; message: string; isStopping: boolean; value: unknown };

/** A submitted value as text: a string, a checkbox's `true`, or nothing (""). */
const asText = (input: unknown) =>
  typeof input === "string" ? input : input === true ? "true" : "";

const asList = (input: unknown): unknown[] =>
  Array.isArray(input) ? input : typeof input === "string" ? [input] : [];

/** The field's first message for a submitted value (a string, a list, or nothing), if any. */
export function parseField<T>(field: Field<T>, input: unknown): FieldResult<T> {
  const prepare = field.prepare ?? ((v: string) => v);
  if (field.isList) {
    const items = asList(input).map((item) => prepare(asText(item)));
    for (const item of items) {
      const failed = failedCheck(field.checks, item);
      if (failed) return failure(failed.message, failed.isStopping, items);
    }
    if (field.maxItems && items.length > field.maxItems.max) {
      return failure(field.maxItems.message, false, items);
    }
    return { ok: true, value: field.value(items as string & string[]) };
  }
  const text = prepare(asText(input));
  const failed = failedCheck(field.checks, text);
  if (failed) return failure(failed.message, failed.isStopping, text);
  return { ok: true, value: field.value(text as string & string[]) };
}

function failure(message: string, stops: boolean, value: unknown) {
  return { ok: false as const, message, isStopping: stops, value };
}

/** The same field with its kept value changed (e.g. an import storing null as ""). */
export function mapValue<T, U>(field: Field<T>, map: (value: T) => U): Field<U> {
  return { ...field, value: (prepared) => map(field.value(prepared)) };
}
