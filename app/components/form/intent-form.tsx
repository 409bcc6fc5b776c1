import { Form } from "react-router";
import { FormAlert } from "./fields";

/**
 * A form that posts one of its page's intents (a page with several forms tells them apart so):
 * the hidden intent, the form's alert, then its fields and button.
 */
export function IntentForm({
  intent,
  formProps,
  formError,
  className,
  label,
  children,
}: {
  intent: string;
  /** useForm's `props`: the form's ref, noValidate and the submit check. */
  formProps: React.ComponentProps<typeof Form>;
  formError: string | undefined;
  className: string;
  /** The form's accessible name, where the page has several forms of one kind. */
  label?: string;
  children: React.ReactNode;
}) {
  return (
    <Form {...formProps} method="post" className={className} aria-label={label}>
      <input type="hidden" name="intent" value={intent} />
      <FormAlert>{formError}</FormAlert>
      {children}
    </Form>
  );
}
