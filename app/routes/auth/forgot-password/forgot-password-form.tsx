/**
 * The forgot-password page's form (its route: app/routes/auth/forgot-password/route.tsx).
 */
import { Form, Link } from "react-router";
import { FormAlert, SubmitButton, TextField } from "~/components/form/fields";
import { forgotPasswordSchema } from "~/forms/auth";
import { useForm } from "~/forms/use-form";
import { AuthCard } from "~/routes/auth/parts/auth-card";
import { useIsBusy } from "~/routes/auth/parts/auth-frame";
import type { Route } from "./+types/route";

type Props = Pick<Route.ComponentProps, "actionData">;

export function ForgotPasswordForm({ actionData }: Props) {
  const isBusy = useIsBusy("/forgot-password");
  const result = actionData && "message" in actionData ? actionData : null;
  const failure = actionData && !("message" in actionData) ? actionData : null;
  const { field, formError, props } = useForm(forgotPasswordSchema, failure);
  return (
    <AuthCard
      title="Forgot password"
      footer={
        <>
          Remembered it?{" "}
          <Link to="/login" className="font-semibold text-brand-700 underline">
            Log in
          </Link>
        </>
      }
    >
      {result ? (
        <p
          role="status"
          className="rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-800"
        >
          {result.message}. It works once, for one hour. Check your inbox (and the spam folder).
        </p>
      ) : (
        <Form {...props} method="post" className="space-y-4">
          <FormAlert>{formError}</FormAlert>
          <p className="text-sm text-slate-700">
            Enter the e-mail address of your account and we will send you a link to choose a new
            password.
          </p>
          <fieldset disabled={isBusy} className="space-y-4">
            <TextField {...field("email")} autoComplete="email" />
            <SubmitButton isBusy={isBusy} busyText="Sending..." className="w-full">
              Send reset link
            </SubmitButton>
          </fieldset>
        </Form>
      )}
    </AuthCard>
  );
}
