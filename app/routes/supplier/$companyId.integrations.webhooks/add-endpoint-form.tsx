/** "Add endpoint": the URL and the events it receives (owners only; issue 27). */
import { Form } from "react-router";
import { FormAlert, SubmitButton, TextField } from "~/components/form/fields";
import { useIsSubmitting } from "~/components/form/use-is-submitting";
import type { FormFailure } from "~/forms/kit";
import { useForm } from "~/forms/use-form";
import { webhookEndpointSchema } from "~/forms/webhook-endpoint";
import { WEBHOOK_EVENT_TEXTS, WEBHOOK_EVENTS } from "~/models/webhooks/events";

export function AddEndpointForm({
  failure,
  chosenEvents,
  allowsHttp,
}: {
  failure: FormFailure | undefined;
  /** The events a failed submission had chosen (default: all). */
  chosenEvents: readonly string[] | undefined;
  allowsHttp: boolean;
}) {
  const isAdding = useIsSubmitting("add");
  const { field, formError, errors, props } = useForm(webhookEndpointSchema, failure);
  const chosen = new Set(chosenEvents ?? WEBHOOK_EVENTS);
  return (
    <section
      aria-labelledby="add-endpoint-title"
      className="rounded-lg border border-slate-200 p-4"
    >
      <h2 id="add-endpoint-title" className="text-lg font-semibold">
        Add endpoint
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        We POST each event as JSON, signed to the Standard Webhooks spec, to a public https address;
        an endpoint that fails 20 times in a row is disabled and its owners are e-mailed.
      </p>
      <Form {...props} method="post" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="add" />
        <FormAlert>{formError}</FormAlert>
        <TextField
          {...field("url")}
          label="Endpoint URL"
          placeholder="https://crm.example.com/hooks/sampletray"
          hint={
            allowsHttp
              ? "WEBHOOK_ALLOW_PRIVATE is on: http and loopback addresses are allowed for testing."
              : "Must start with https:// and lead to a public address."
          }
          autoComplete="off"
        />
        <fieldset aria-describedby={errors.events ? "endpoint-events-error" : undefined}>
          <legend className="text-sm font-medium text-slate-800">Events</legend>
          <div className="mt-2 space-y-2">
            {WEBHOOK_EVENTS.map((event) => (
              <label key={event} className="flex items-start gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  name="events"
                  value={event}
                  defaultChecked={chosen.has(event)}
                  className="mt-0.5 h-4 w-4 accent-brand-700"
                />
                <span>
                  <code className="font-mono font-semibold">{event}</code>{" "}
                  <span className="text-slate-600">– {WEBHOOK_EVENT_TEXTS[event]}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.events ? (
            <p id="endpoint-events-error" className="mt-1 text-sm text-red-700">
              {errors.events}
            </p>
          ) : null}
        </fieldset>
        <SubmitButton isBusy={isAdding} busyText="Adding...">
          Add endpoint
        </SubmitButton>
      </Form>
    </section>
  );
}
