/**
 * The reset-password page's form (its route: app/routes/auth/reset-password.$token/route.tsx).
 */
import { Form, Link } from "react-router";
import { NewPasswordFields } from "~/components/auth/new-password-fields";
import { FormAlert, SubmitButton } from "~/components/form/fields";
import { RESET_LINK_INVALID, resetPasswordSchema } from "~/forms/auth";
import { useForm } from "~/forms/use-form";
import { AuthCard } from "~/routes/auth/parts/auth-card";
import { useIsBusy } from "~/routes/auth/parts/auth-frame";
import type { Route } from "./+types/route";

type Props = Pick<Route.ComponentProps, "loaderData" | "actionData">;

export function ResetPasswordForm({ loaderData, actionData }: Props) {
  const isBusy = useIsBusy("/reset-password");
  const { field, formError, props } = useForm(resetPasswordSchema, actionData);
  const footer = (
    <Link to="/login" className="font-semibold text-brand-700 underline">
      Back to log in
    </Link>
  );
  if (!loaderData.isValid) {
    return (
      <AuthCard title="Choose a new password" footer={footer}>
        <FormAlert>{RESET_LINK_INVALID}</FormAlert>
        <Link to="/forgot-password" className="font-semibold text-brand-700 underline">
          Send me a new link
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password" footer={footer}>
      <Form {...props} method="post" className="space-y-4">
        <FormAlert>{formError}</FormAlert>
        {formError === RESET_LINK_INVALID ? (
          <Link to="/forgot-password" className="font-semibold text-brand-700 underline">
            Send me a new link
          </Link>
        ) : null}
        <fieldset disabled={isBusy} className="space-y-4">
          <NewPasswordFields field={field} label="New password" />
          <SubmitButton isBusy={isBusy} busyText="Saving..." className="w-full">
            Set new password
          </SubmitButton>
        </fieldset>
      </Form>
    </AuthCard>
  );
}
