/**
 * One decision form on an admin review page (approve, reject, ask, notes…): a titled section with
 * a `noValidate` form that posts its `intent`, the decision's fields validated by its schema in
 * the browser and again by the action, and the action's refusal shown on this form only.
 */
import { useId } from "react";
import type { FormSchema, FormValues } from "~/forms/kit";
import { type FieldProps, useForm } from "~/forms/use-form";
import { IntentForm } from "./form/intent-form";

/** What a review action answered, as each form reads it. */
export type ReviewActionData =
  | { intent: string; ok: true; message: string }
  | {
      intent: string | null;
      ok: false;
      errors: Partial<Record<string, string>>;
      values: FormValues;
      formError?: string;
    };

export function ReviewForm<S extends FormSchema>({
  intent,
  schema,
  actionData,
  title,
  description,
  submitLabel,
  defaults,
  headingLevel = 3,
  children,
}: {
  intent: string;
  schema: S;
  actionData: ReviewActionData | undefined;
  title: string;
  description?: React.ReactNode;
  submitLabel: string;
  defaults?: FormValues;
  /** 4 inside a titled group (the dispute's two ways out). */
  headingLevel?: 3 | 4;
  children?: (field: (name: string) => FieldProps) => React.ReactNode;
}) {
  const lastResult =
    actionData && !actionData.ok && actionData.intent === intent ? actionData : undefined;
  const { field, formError, props } = useForm(schema, lastResult, defaults);
  const headingId = useId();
  const Heading = headingLevel === 4 ? "h4" : "h3";
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-4">
      <Heading id={headingId} className="text-lg font-semibold">
        {title}
      </Heading>
      {description ? <div className="mt-1 text-sm text-slate-700">{description}</div> : null}
      <IntentForm
        submitLabel={submitLabel}
        busyText="Saving..."
        intent={intent}
        formProps={props}
        formError={formError}
        className="mt-3 space-y-3"
      >
        {children?.((name) => field(name as never))}
      </IntentForm>
    </section>
  );
}

/** The last decision's message (role=status, so screen readers announce it). */
export function DecisionStatus({
  actionData,
}: {
  actionData: { ok: true; message: string } | { ok: false } | null | undefined;
}) {
  return (
    <div role="status" className="empty:hidden">
      {actionData?.ok ? (
        <p className="mt-4 rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-emerald-900">
          {actionData.message}
        </p>
      ) : null}
    </div>
  );
}

/** A definition list of a claim's or registration's fields. */
export function FieldList({ rows }: { rows: readonly (readonly [string, React.ReactNode])[] }) {
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-800">{label}</dt>
          <dd className="mb-2 whitespace-pre-wrap break-words sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
