/**
 * The form the login and signup pages share: its alert, the fields disabled while busy and the
 * submit button. The page's frame, with Google sign-in, is AuthFrame
 * (app/routes/auth/parts/auth-frame.tsx).
 */
import { Form } from "react-router";
import { FormAlert, SubmitButton } from "~/components/form/fields";

export function AuthForm({
  form,
  alert,
  isBusy,
  busyText,
  submitText,
  replace,
  hidden,
  children,
}: {
  /** `useForm(...).props`. */
  form: React.ComponentProps<typeof Form>;
  /** A text, or a text with links (e.g. signup's existing address). */
  alert: React.ReactNode;
  isBusy: boolean;
  busyText: string;
  submitText: string;
  replace?: boolean;
  /** Hidden inputs (outside the fieldset, which is disabled while busy). */
  hidden?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Form {...form} method="post" replace={replace} className="space-y-4">
      <FormAlert>{alert}</FormAlert>
      {hidden}
      <fieldset disabled={isBusy} className="space-y-4">
        {children}
        <SubmitButton isBusy={isBusy} busyText={busyText} className="w-full">
          {submitText}
        </SubmitButton>
      </fieldset>
    </Form>
  );
}
