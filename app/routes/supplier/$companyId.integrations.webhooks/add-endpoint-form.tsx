/** "Add endpoint": the URL and the events it receives (owners only; issue 27). */
import { ChoiceGroup } from "~/components/form/choice-group";
import { TextField } from "~/components/form/fields";
import { IntentForm } from "~/components/form/intent-form";
import { TitledSection } from "~/components/titled-section";
import type { FormFailure } from "~/forms/kit";
import { useForm } from "~/forms/use-form";
import { webhookEndpointSchema } from "~/forms/webhook-endpoint";
import { WEBHOOK_EVENT_TEXTS, WEBHOOK_EVENTS } from "~/models/webhooks/events";

const EVENT_CHOICES = WEBHOOK_EVENTS.map((event) => ({
  value: event,
  label: (
    <>
      <code className="font-mono font-semibold">{event}</code>{" "}
      <span className="text-slate-600">– {WEBHOOK_EVENT_TEXTS[event]}</span>
    </>
  ),
}));

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
  const { field, formError, errors, props } = useForm(webhookEndpointSchema, failure);
  return (
    <TitledSection
      id="add-endpoint-title"
      title="Add endpoint"
      heading="minor"
      className="rounded-lg border border-slate-200 p-4"
    >
      <p className="mt-1 text-sm text-slate-700">
        We POST each event as JSON, signed to the Standard Webhooks spec, to a public https address;
        an endpoint that fails 20 times in a row is disabled and its owners are e-mailed.
      </p>
      <IntentForm
        submitLabel="Add endpoint"
        busyText="Adding..."
        intent="add"
        formProps={props}
        formError={formError}
        className="mt-4 space-y-4"
      >
        <TextField
          {...field("url")}
          placeholder="https://crm.example.com/hooks/sampletray"
          hint={
            allowsHttp
              ? "WEBHOOK_ALLOW_PRIVATE is on: http and loopback addresses are allowed for testing."
              : "Must start with https:// and lead to a public address."
          }
          autoComplete="off"
        />
        <ChoiceGroup
          type="checkbox"
          name="events"
          legend="Events"
          choices={EVENT_CHOICES}
          checked={chosenEvents ?? WEBHOOK_EVENTS}
          error={errors.events}
        />
      </IntentForm>
    </TitledSection>
  );
}
