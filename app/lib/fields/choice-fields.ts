/**
 * The kit's fields that choose: a select or radio group, checkboxes, hidden ids and lists of
 * them. Each states its constraints, checks and kept value once (./field.ts).
 */
import { US_STATE_CODES, US_STATE_NAMES, type UsStateCode } from "../us-states.ts";
import { isChecked } from "./checks.ts";
import type { Field } from "./field.ts";
import { isRequired, required, textChecks, trim } from "./text-fields.ts";

/** One of a closed list of options (a select or radio group); unknown values are refused. */
export function optionField<const T extends readonly [string, ...string[]]>(
  label: string,
  options: T,
): Field<T[number]> {
  const invalid = `Please choose a valid ${label.toLowerCase()}`;
  return {
    label,
    required: true,
    options,
    checks: [required(isRequired(label)), { kind: "oneOf", options, message: invalid }],
    value: (v) => v as T[number],
  };
}

/**
 * A US state, DC, territory or armed-forces code (app/lib/us-states.ts): a select showing each
 * name, storing the code; an unknown code says 'Please choose a valid state' (decision 122).
 */
export function usStateField(label = "State"): Field<UsStateCode> {
  return { ...optionField(label, US_STATE_CODES), optionLabels: US_STATE_NAMES };
}

/**
 * One of a closed list, or nothing (`empty`): e.g. a yes/no fact the supplier may leave
 * unstated. `options` are shown; `value` maps the chosen option (or "") to what is kept.
 */
export function optionalChoice<const T extends readonly string[], V>(
  label: string,
  options: T,
  message: string,
  value: (choice: T[number] | "") => V,
  meta: { isEchoed?: boolean; showsOptions?: boolean } = {},
): Field<V> {
  return {
    label,
    required: false,
    ...(meta.showsOptions === false ? {} : { options }),
    ...(meta.isEchoed === false ? { isEchoed: false } : {}),
    checks: [{ kind: "oneOf", options, message }],
    value: (v) => value(v as T[number] | ""),
  };
}

/** Checkboxes (or hidden inputs) sharing one name, each one of `options`. */
export function choiceList<const T extends readonly string[]>(
  label: string,
  options: T,
  message: string,
  meta: { isEchoed?: boolean; showsOptions?: boolean } = {},
): Field<T[number][]> {
  return {
    label,
    required: false,
    isList: true,
    ...(meta.showsOptions === false ? {} : { options }),
    ...(meta.isEchoed === false ? { isEchoed: false } : {}),
    checks: [required(message), { kind: "oneOf", options, message }],
    value: (items) => items as unknown as T[number][],
  };
}

/** A checkbox: checked when the browser sent its value ("on" unless set). */
export function checkboxField(label: string): Field<boolean> {
  return { label, required: false, isCheckbox: true, checks: [], value: isChecked };
}

/** A checkbox that must be checked, e.g. agreeing to the terms. */
export function requiredCheckbox(label: string, message: string): Field<true> {
  return {
    label,
    required: true,
    isCheckbox: true,
    checks: [{ kind: "checked", message }],
    value: () => true,
  };
}

/** A hidden input holding an id (not shown, so never echoed back). */
export function hiddenId(label: string, message = isRequired(label), max = 200): Field<string> {
  return {
    label,
    required: true,
    isEchoed: false,
    prepare: trim,
    checks: [...textChecks(label, max), required(message)],
    value: (v) => v,
  };
}

/** Hidden inputs sharing one name, e.g. the products chosen: at most `max` ids, each as sent. */
export function idListField(label: string, max = 100): Field<string[]> {
  return {
    label,
    required: false,
    isList: true,
    isEchoed: false,
    checks: textChecks(label, 200),
    // Zod's words, which this cap has always answered with.
    maxItems: { max, message: `Too big: expected array to have <=${max} items` },
    value: (items) => items,
  };
}
