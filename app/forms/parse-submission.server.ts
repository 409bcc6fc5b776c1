/**
 * The one parse step of every form action: reads the body, validates it with the form's schema
 * and either gives the typed data or a ready 400 answer with the field errors and the values the
 * form shows. Bad input never reaches the database and never becomes a 500.
 */
import { data } from "react-router";
import { RefusalError } from "~/lib/http-errors";
import { tryReadForm, UNREADABLE_FORM } from "~/lib/read-form.server";
import {
  echoValues,
  type FormFailure,
  type FormOutput,
  type FormSchema,
  readFormData,
  validate,
} from "./kit";

export { UNREADABLE_FORM };

export type Submission<S extends FormSchema> =
  | { ok: true; data: FormOutput<S>; values: FormFailure["values"] }
  | { ok: false; failure: FormFailure; reply: ReturnType<typeof failureReply> };

/** A failed submission's answer (400 unless told), with whatever else the route adds. */
export function failureReply<E extends object = Record<never, never>>(
  failure: FormFailure,
  init: number | ResponseInit = 400,
  extra?: E,
) {
  return data<E & FormFailure>(
    { ...(extra as E), ...failure },
    typeof init === "number" ? { status: init } : init,
  );
}

/** A valid submission that could not be stored: the form's alert, with the values kept. */
export function formAlertReply<E extends object = Record<never, never>>(
  values: FormFailure["values"],
  formError: string,
  init: number | ResponseInit = 500,
  extra?: E,
) {
  return failureReply<E>({ ok: false, errors: {}, values, formError }, init, extra);
}

/** A refusal by the form guard (400 expired or too fast, 429 with Retry-After) in the form's alert. */
export function refusalReply<E extends object = Record<never, never>>(
  values: FormFailure["values"],
  refusal: { status: number; message: string; headers: Record<string, string> },
  extra?: E,
) {
  return formAlertReply<E>(values, refusal.message, refusal, extra);
}

/** A refusal about the whole form (sign-in failed, too many attempts), keeping the values. */
export function formErrorReply(
  values: FormFailure["values"],
  message: string,
  init: number | ResponseInit,
) {
  return failureReply({ ok: false, errors: { form: message }, values }, init);
}

/**
 * Stores a valid submission: null when `store` succeeds; when it throws a RefusalError (an address
 * already on the team or the list), that message under `field` with the values kept.
 */
export async function refusedAtField(
  field: string,
  values: FormFailure["values"],
  store: () => Promise<unknown>,
) {
  try {
    await store();
    return null;
  } catch (error) {
    if (!(error instanceof RefusalError)) throw error;
    return failureReply({ ok: false, errors: { [field]: error.message }, values }, error.init);
  }
}

export async function parseSubmission<S extends FormSchema>(
  request: Request,
  schema: S,
): Promise<Submission<S>> {
  const formData = await tryReadForm(request);
  if (!formData) {
    const failure: FormFailure = { ok: false, errors: { form: UNREADABLE_FORM }, values: {} };
    return { ok: false, failure, reply: failureReply(failure) };
  }
  return parseFormData(formData, schema);
}

/** The same parse step for a body already read (a page whose forms post different intents). */
export function parseFormData<S extends FormSchema>(formData: FormData, schema: S): Submission<S> {
  const input = readFormData(formData, schema);
  const values = echoValues(schema, input);
  const result = validate(schema, input);
  if (result.ok) return { ok: true, data: result.data, values };
  const failure: FormFailure = { ok: false, errors: result.errors, values };
  return { ok: false, failure, reply: failureReply(failure) };
}
