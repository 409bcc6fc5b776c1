import { Form } from "react-router";
import { FormAlert, SubmitButton } from "./fields";
import { useIsSubmitting } from "./use-is-submitting";

/**
 * A form that posts one of its page's intents (a page with several forms tells them apart so):
 * the hidden intent, the form's alert, its fields, then its button, which says `busyText` while
 * this intent (and only this one) is being submitted.
 */
export function IntentForm({
  intent,
  formProps,
  formError,
  className,
  label,
  submitLabel,
  busyText,
  children,
}: {
  intent: string;
  /** useForm's `props`: the form's ref, noValidate and the submit check. */
  formProps: React.ComponentProps<typeof Form>;
  formError: string | undefined;
  className: string;
  /** The form's accessible name, where the page has several forms of one kind. */
  label?: string;
  /** The button's words (the spec's), and what it says while the form is sent. */
  submitLabel: string;
  busyText: string;
  children: React.ReactNode;
}) {
  const isBusy = useIsSubmitting(intent);
  return (
    <Form {...formProps} method="post" className={className} aria-label={label}>
      <input type="hidden" name="intent" value={intent} />
      <FormAlert>{formError}</FormAlert>
      {children}
      <SubmitButton isBusy={isBusy} busyText={busyText}>
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
