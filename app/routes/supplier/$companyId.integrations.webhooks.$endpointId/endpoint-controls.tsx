/**
 * An owner's controls on one webhook endpoint: Send test event, Disable/Enable, and two that ask
 * first, Roll signing secret (with when the old one stops) and Delete endpoint. A rolled secret is
 * shown here once.
 */
import { Form } from "react-router";
import { ChoiceGroup } from "~/components/form/choice-group";
import { IntentButton } from "~/components/form/intent-button";
import { TitledSection } from "~/components/titled-section";

const buttonClass =
  "rounded-md border px-4 py-2 text-sm font-semibold focus:outline-none focus:ring-2 focus:ring-brand-600";
const dangerClass = `${buttonClass} border-red-700 bg-red-700 text-white hover:bg-red-800`;

const OLD_SECRET_CHOICES = [
  { value: "24h", label: "In 24 hours (both sign each event meanwhile)" },
  { value: "now", label: "Now (it may have leaked)" },
];

export function EndpointControls({ isDisabled }: { isDisabled: boolean }) {
  return (
    <div className="flex flex-wrap items-start gap-3">
      <IntentButton
        intent="test"
        className={`${buttonClass} border-brand-700 bg-brand-700 text-white hover:bg-brand-800`}
      >
        Send test event
      </IntentButton>
      <IntentButton
        intent={isDisabled ? "enable" : "disable"}
        className={`${buttonClass} border-slate-400 bg-white text-slate-900 hover:bg-slate-50`}
      >
        {isDisabled ? "Enable" : "Disable"}
      </IntentButton>
      <details className="text-sm">
        <summary
          className={`${buttonClass} block w-fit cursor-pointer border-slate-400 bg-white text-slate-900 hover:bg-slate-50`}
        >
          Roll signing secret…
        </summary>
        <Form method="post" className="mt-2 max-w-xs space-y-2">
          <input type="hidden" name="intent" value="roll" />
          <p className="text-slate-700">
            A new secret is made and shown once. Update your receiver with it.
          </p>
          <ChoiceGroup
            type="radio"
            name="oldSecret"
            legend="The old secret stops working"
            choices={OLD_SECRET_CHOICES}
            checked={["24h"]}
            listClassName="mt-1 space-y-1"
          />
          <button type="submit" className={dangerClass}>
            Roll secret
          </button>
        </Form>
      </details>
      <details className="text-sm">
        <summary
          className={`${buttonClass} block w-fit cursor-pointer border-red-700 bg-white text-red-800 hover:bg-red-50`}
        >
          Delete endpoint…
        </summary>
        <Form method="post" className="mt-2 max-w-xs space-y-2">
          <input type="hidden" name="intent" value="delete" />
          <p className="text-slate-700">
            Events stop reaching this address at once, and its delivery log is deleted.
          </p>
          <button type="submit" className={dangerClass}>
            Delete this endpoint
          </button>
        </Form>
      </details>
    </div>
  );
}

/** A rolled secret, in a read-only field, shown this once. */
export function RolledSecret({ secret }: { secret: string }) {
  return (
    <TitledSection
      id="rolled-title"
      title="Copy the new signing secret now"
      heading="minor"
      className="space-y-3 rounded-lg border-2 border-emerald-600 bg-emerald-50 p-4"
    >
      <p className="text-sm text-slate-800">It is shown only this once.</p>
      <div>
        <label htmlFor="rolled-secret" className="block text-sm font-medium text-slate-800">
          New signing secret
        </label>
        <input
          id="rolled-secret"
          readOnly
          value={secret}
          onFocus={(event) => event.currentTarget.select()}
          className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 font-mono text-sm text-slate-900"
        />
      </div>
    </TitledSection>
  );
}
