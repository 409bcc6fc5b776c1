/**
 * A review page's action (claims, registrations: docs/decisions/105): which decision the form
 * posted (`intent`), its fields validated with that decision's schema, and the model's outcome as
 * the answer. Bad input is a 400 with the field's message, never a 500.
 */
import { data } from "react-router";
import type { FieldErrors, FormOutput, FormSchema, FormValues } from "~/forms/kit";
import { parseFormData } from "~/forms/parse-submission.server";
import { tryReadForm, UNREADABLE_FORM } from "~/lib/read-form.server";
import type { ReviewOutcome } from "~/models/reviews/review-outcome.server";

export const UNKNOWN_DECISION = "Please choose one of the decisions on this page.";

/** A failed review submission, as the page's forms read it. */
export interface ReviewFailure<I extends string> {
  intent: I | null;
  ok: false;
  errors: FieldErrors;
  values: FormValues;
  formError?: string;
}

function failure<I extends string>(
  intent: I | null,
  status: number,
  errors: FieldErrors,
  values: FormValues,
  formError?: string,
) {
  const body: ReviewFailure<I> = { intent, ok: false, errors, values };
  if (formError) body.formError = formError;
  return data(body, { status });
}

type Reply<I extends string> = ReturnType<typeof failure<I>>;

async function readIntent<const I extends string>(
  request: Request,
  intents: readonly I[],
): Promise<{ ok: true; intent: I; formData: FormData } | { ok: false; reply: Reply<I> }> {
  const formData = await tryReadForm(request);
  if (!formData) return { ok: false, reply: failure<I>(null, 400, {}, {}, UNREADABLE_FORM) };
  const intent = intents.find((i) => i === formData.get("intent"));
  if (!intent) return { ok: false, reply: failure<I>(null, 400, {}, {}, UNKNOWN_DECISION) };
  return { ok: true, intent, formData };
}

/** The decision's fields, or the 400 answer with each field's message and the typed values. */
function readFields<I extends string, S extends FormSchema>(
  intent: I,
  formData: FormData,
  schema: S,
): { ok: true; data: FormOutput<S>; values: FormValues } | { ok: false; reply: Reply<I> } {
  const result = parseFormData(formData, schema);
  if (result.ok) return result;
  return { ok: false, reply: failure(intent, 400, result.failure.errors, result.failure.values) };
}

/** A model's outcome as the action's answer: the success message, or the refusal on the form. */
function outcomeReply<I extends string>(
  intent: I,
  outcome: ReviewOutcome,
  values: FormValues = {},
) {
  if (outcome.ok) return data({ intent, ok: true as const, message: outcome.message });
  const errors: FieldErrors = outcome.field ? { [outcome.field]: outcome.message } : {};
  return failure(
    intent,
    outcome.status,
    errors,
    values,
    outcome.field ? undefined : outcome.message,
  );
}

/** One decision a review page offers: its form's schema, and what the model does with the fields. */
export interface ReviewDecision<S extends FormSchema = FormSchema> {
  schema: S;
  decide(fields: FormOutput<S>): Promise<ReviewOutcome>;
}

/** A decision, its fields typed by its schema. */
export function decision<S extends FormSchema>(
  schema: S,
  decide: (fields: FormOutput<S>) => Promise<ReviewOutcome>,
): ReviewDecision<S> {
  return { schema, decide };
}

/** Answers a review page's form: the decision its intent names, with its validated fields. */
export async function answerReview<const I extends string>(
  request: Request,
  decisions: Record<I, ReviewDecision>,
) {
  const submission = await readIntent(request, Object.keys(decisions) as I[]);
  if (!submission.ok) return submission.reply;
  const { intent, formData } = submission;
  const { schema, decide } = decisions[intent];
  const fields = readFields(intent, formData, schema);
  if (!fields.ok) return fields.reply;
  return outcomeReply(intent, await decide(fields.data), fields.values);
}
