/** "Send me new leads": the signed-in member's own choice, one checkbox and Save. */
import { Form } from "react-router";
import { CheckboxField, SubmitButton } from "~/components/form/fields";
import { useIsSubmitting } from "~/components/form/use-is-submitting";
import { TitledSection } from "~/components/titled-section";

export function ReceiveLeadsForm({
  receivesLeads,
  ownEmail,
}: {
  receivesLeads: boolean;
  ownEmail: string;
}) {
  const isSaving = useIsSubmitting("receive-leads");
  return (
    <TitledSection
      id="receive-title"
      title="Your lead e-mails"
      heading="minor"
      className="rounded-lg border border-slate-200 p-4"
    >
      {/* The key makes the checkbox follow a saved change (defaultChecked is read once). */}
      <Form method="post" className="mt-3 space-y-3" key={String(receivesLeads)}>
        <input type="hidden" name="intent" value="receive-leads" />
        <CheckboxField
          name="receivesLeads"
          label="Send me new leads"
          hint={`Each new sample request is e-mailed to ${ownEmail}.`}
          defaultValue={receivesLeads ? "on" : "off"}
        />
        <SubmitButton isBusy={isSaving} busyText="Saving...">
          Save
        </SubmitButton>
      </Form>
    </TitledSection>
  );
}
