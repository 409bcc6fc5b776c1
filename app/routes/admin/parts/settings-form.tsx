/**
 * A console page's one settings form (a company's billing, the fair-use limits): a framed POST
 * its label names, the message about the whole form first, then the fields and the save button.
 */
import { Form, useNavigation } from "react-router";
import { FormAlert, SubmitButton } from "~/components/form/fields";
import type { useForm } from "~/forms/use-form";

export function SettingsForm({
  props,
  formError,
  label,
  submitLabel,
  children,
}: {
  /** useForm's props: its ref, noValidate and the submit check. */
  props: ReturnType<typeof useForm>["props"];
  formError: string | undefined;
  label: string;
  submitLabel: string;
  children: React.ReactNode;
}) {
  const navigation = useNavigation();
  return (
    <Form
      {...props}
      method="post"
      className="mt-6 space-y-5 rounded-lg border border-slate-200 p-4"
      aria-label={label}
    >
      <FormAlert>{formError}</FormAlert>
      {children}
      <SubmitButton isBusy={navigation.state === "submitting"} busyText="Saving...">
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
