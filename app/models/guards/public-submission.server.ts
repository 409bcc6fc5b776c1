/**
 * The one action path of every public form that stores what a visitor sends (sample request,
 * subscribe, claim, registration): the form guard's fields, the kit's parse (040), the form guard
 * (045), then the form's own answers: 400 with field errors, the guard's refusal in the form's
 * alert, the stored answer, or the form's failure message when storing fails.
 */
import { data, type RouterContextProvider } from "react-router";
import { getAppContext } from "~/context.server";
import type { Database } from "~/db/client.server";
import type { FormFailure, FormOutput, FormSchema } from "~/forms/kit";
import {
  failureReply,
  formAlertReply,
  parseSubmission,
  refusalReply,
} from "~/forms/parse-submission.server";
import { logFailure } from "~/lib/log.server";
import type { Outbox } from "~/mail/outbox.server";
import { type GuardedSubmission, guardContext, guardSubmission } from "./form-guard.server";
import { type FormGuardInput, readFormGuard } from "./form-guard-token.server";
import type { PublicForm } from "./form-submissions.server";

/** What the guard counts and compares: the visitor's e-mail, leads and fingerprint. */
export type SubmissionTraits = Pick<
  GuardedSubmission<object>,
  "email" | "leads" | "fingerprint" | "suppressDuplicates"
>;

export interface PublicSubmission<S extends FormSchema, R extends object, E extends object> {
  form: PublicForm;
  schema: S;
  /** The form's alert when a valid submission cannot be stored. */
  failureMessage: string;
  /** Added to every answer (e.g. which of a page's forms answered). */
  extra?: E;
  traits: (input: FormOutput<S>, db: Database) => SubmissionTraits | Promise<SubmissionTraits>;
  /**
   * Stores the submission in the guard's transaction, with the e-mails it causes (the outbox);
   * its answer must be plain JSON.
   */
  store: (tx: Database, input: FormOutput<S>, outbox: Outbox, key: string) => Promise<R>;
  /** The status of a storage failure (e.g. 404 for a company that is gone); 500 unless told. */
  failureStatus?: (error: unknown) => number;
  /**
   * The form's alert for a refusal `store` throws on purpose (e.g. a fair-use limit: its own
   * words, which name the limit); null for any other error (the failure message).
   */
  refusalMessage?: (error: unknown) => string | null;
}

export async function handlePublicSubmission<
  S extends FormSchema,
  R extends object,
  E extends object = Record<never, never>,
>(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  submission: PublicSubmission<S, R, E>,
) {
  const extra = (submission.extra ?? {}) as E;
  const guard = await readFormGuard(args.request);
  const parsed = await parseSubmission(args.request, submission.schema);
  if (!parsed.ok) return failureReply(parsed.failure, 400, extra);
  return guardAndStore(args, submission, parsed, guard);
}

/**
 * The guard and the form's answers for input already validated with the form's schema: the part
 * of the path after parsing, for a submission built on the server from stored values (Request
 * again on My samples, docs/decisions/129). `guard` is what the body carried (empty fields: the
 * path of a form sent without JavaScript).
 */
export async function guardAndStore<
  S extends FormSchema,
  R extends object,
  E extends object = Record<never, never>,
>(
  { context }: { context: Readonly<RouterContextProvider> },
  submission: PublicSubmission<S, R, E>,
  parsed: { data: FormOutput<S>; values: FormFailure["values"] },
  guard: FormGuardInput,
) {
  const app = getAppContext(context);
  const extra = (submission.extra ?? {}) as E;
  try {
    const guarded = await guardSubmission(guardContext(app), {
      ...(await submission.traits(parsed.data, app.db)),
      form: submission.form,
      guard,
      store: (tx, key) => submission.store(tx, parsed.data, app.outbox, key),
    });
    if (!guarded.ok) return refusalReply(parsed.values, guarded, extra);
    return data({ ...extra, ...guarded.reply });
  } catch (error) {
    const status = submission.failureStatus?.(error) ?? 500;
    // The error may quote what the visitor typed, so only its class and code are logged.
    if (status >= 500) logFailure(`Storing a ${submission.form} submission failed`, error);
    const message = submission.refusalMessage?.(error) ?? submission.failureMessage;
    return formAlertReply(parsed.values, message, status, extra);
  }
}
