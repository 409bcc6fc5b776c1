/** The alerts page's content (its route: ./route.tsx): the list with "Delete", then the form. */
import { useEffect } from "react";
import { SelectField, TextField } from "~/components/form/fields";
import { IntentButton } from "~/components/form/intent-button";
import { IntentForm } from "~/components/form/intent-form";
import { SuccessStatus } from "~/components/success-status";
import { TitledSection } from "~/components/titled-section";
import { type AlertsActionData, alertSchema } from "~/forms/alert";
import { useForm } from "~/forms/use-form";
import { CATEGORIES } from "~/lib/catalogue";
import { ALERTS_MAX, alertLabel } from "~/lib/digest";

interface Alert {
  id: string;
  category: string | null;
  words: string | null;
}

const SMALL_BUTTON =
  "rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50";

export function AlertsPage({
  alerts,
  words,
  result,
}: {
  alerts: Alert[];
  words: string;
  result: AlertsActionData | undefined;
}) {
  const failure = result && !result.ok ? result : undefined;
  const { field, formError, props, formRef } = useForm(alertSchema, failure, { words });
  const created = result?.ok && result.isCreated ? result : undefined;
  useEffect(() => {
    if (created) formRef.current?.reset();
  }, [created, formRef]);
  const isFull = alerts.length >= ALERTS_MAX;
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Alerts</h1>
      <p className="mt-2 text-slate-700">
        We e-mail you when new sample products match an alert: each product once, however many
        alerts it matches. Up to {ALERTS_MAX} alerts.
      </p>
      <SuccessStatus message={result?.ok ? result.message : undefined} className="mt-4" />
      {alerts.length === 0 ? (
        <p className="mt-4 text-slate-700">You have no alerts yet.</p>
      ) : (
        <ul
          aria-label="Your alerts"
          className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200"
        >
          {alerts.map((alert) => (
            <li
              key={alert.id}
              className="flex flex-wrap items-center justify-between gap-3 px-3 py-2"
            >
              <p className="min-w-0 break-words font-medium text-slate-900">{alertLabel(alert)}</p>
              <IntentButton
                intent="delete-alert"
                fields={{ alertId: alert.id }}
                className={SMALL_BUTTON}
              >
                Delete<span className="sr-only"> alert {alertLabel(alert)}</span>
              </IntentButton>
            </li>
          ))}
        </ul>
      )}
      <TitledSection
        id="new-alert-title"
        title="New alert"
        heading="minor"
        className="mt-8 rounded-lg border border-slate-200 p-4"
      >
        {isFull ? (
          <p className="mt-2 text-slate-700">
            You have {ALERTS_MAX} alerts, the most one account keeps: delete one to create another.
          </p>
        ) : (
          <IntentForm
            submitLabel="Create alert"
            busyText="Creating..."
            intent="create-alert"
            formProps={props}
            formError={formError}
            className="mt-3 space-y-4"
          >
            <SelectField {...field("category")} options={CATEGORIES} placeholder="Any category" />
            <TextField
              {...field("words")}
              hint="Optional. Matched as the search matches them: in a product's name, description, category or company."
              autoComplete="off"
            />
          </IntentForm>
        )}
      </TitledSection>
    </div>
  );
}
