/**
 * The browser half of the form kit. `useForm(schema, lastResult)` validates on submit with the
 * checks of the form's fields, the same code the action runs (./kit.ts, docs/decisions/111); with
 * errors it stops the submission, shows the messages and moves focus to the first invalid field.
 * Errors the server returns (JavaScript off, or a rule across fields only it checks) show the
 * same way, and `field(name)` gives a control its name, message, kept value and the constraints
 * the field states.
 */
import { useEffect, useRef, useState } from "react";
import {
  checkForm,
  type FieldErrors,
  type FormFailure,
  type FormSchema,
  type FormValues,
  metaOf,
  readFormData,
} from "./kit";
import { noteKitFormSent } from "./refused-submission";

/** What a form control takes from its field. */
export interface FieldProps {
  name: string;
  /** The field's label, as its messages name it ('First name is required'); a control may say more. */
  label: string;
  error?: string | undefined;
  defaultValue?: string | undefined;
  required?: boolean | undefined;
  maxLength?: number | undefined;
  type?: string | undefined;
  options?: readonly string[] | undefined;
  optionLabels?: Readonly<Record<string, string>> | undefined;
}

/** Sent (bubbling) by a form whose own checks stopped its submission. */
export const FORM_CHECK_FAILED = "formcheckfailed";

/** An action's answer as a form reads it: a failure, or anything else (a success). */
export type LastResult = Partial<Omit<FormFailure, "ok">> | null | undefined;

export function useForm<S extends FormSchema>(
  schema: S,
  lastResult?: LastResult,
  defaults: FormValues = {},
) {
  const formRef = useRef<HTMLFormElement>(null);
  const serverErrors = lastResult?.errors;
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const errors: FieldErrors = clientErrors ?? serverErrors ?? {};
  const values = lastResult?.values;

  // A new answer from the server replaces what the browser found.
  useEffect(() => {
    if (serverErrors) {
      setClientErrors(null);
      setFocusRequest((n) => n + 1);
    }
  }, [serverErrors]);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [focusRequest]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const input = readFormData(new FormData(event.currentTarget), schema);
    const found = checkForm(schema, input);
    if (Object.keys(found).length === 0) {
      setClientErrors(null);
      noteKitFormSent();
      return;
    }
    event.preventDefault();
    // The last action's success message no longer stands beside these errors (SuccessStatus).
    event.currentTarget.dispatchEvent(new Event(FORM_CHECK_FAILED, { bubbles: true }));
    setClientErrors(found);
    setFocusRequest((n) => n + 1);
  }

  function field(name: keyof S["shape"] & string): FieldProps {
    const meta = metaOf(schema, name);
    return {
      name,
      label: meta?.label ?? name,
      error: errors[name],
      defaultValue: values ? (values[name] ?? defaults[name]) : defaults[name],
      required: meta?.required,
      maxLength: meta?.maxLength,
      type: meta?.type,
      options: meta?.options,
      optionLabels: meta?.optionLabels,
    };
  }

  return {
    formRef,
    errors,
    /** A message about the whole form: a rule across fields, or a failure to store. */
    formError: errors.form ?? lastResult?.formError,
    field,
    /** Spread on the <Form>: its ref, noValidate and the submit check. */
    props: { ref: formRef, noValidate: true, onSubmit },
  };
}
