/**
 * The signup page's form (its route: app/routes/public/signup.tsx), inside the page's AuthFrame.
 */
import { useIsBusy } from "~/components/auth/auth-frame";
import { NewPasswordFields } from "~/components/auth/new-password-fields";
import { AuthForm } from "~/components/form/auth-form";
import { TextField } from "~/components/form/fields";
import { signupSchema } from "~/forms/auth";
import { useForm } from "~/forms/use-form";
import type { Route } from "../../routes/public/+types/signup";

type Props = Pick<Route.ComponentProps, "loaderData" | "actionData">;

export function SignupForm({ loaderData, actionData }: Props) {
  const isBusy = useIsBusy("/signup");
  const { field, formError, props } = useForm(signupSchema, actionData);
  return (
    <AuthForm
      form={props}
      alert={formError ?? loaderData.googleError}
      isBusy={isBusy}
      busyText="Creating account..."
      submitText="Create account"
    >
      <TextField {...field("displayName")} label="Full name (optional)" autoComplete="name" />
      {loaderData.invitation ? (
        // The invited address, and no other: the server uses it whatever is sent.
        <TextField
          {...field("email")}
          defaultValue={loaderData.invitation.email}
          readOnly
          label="Email"
          autoComplete="email"
          hint={`The address ${loaderData.invitation.companyName}'s invitation went to.`}
        />
      ) : (
        <TextField {...field("email")} label="Email" autoComplete="email" />
      )}
      <NewPasswordFields field={field} label="Password" />
    </AuthForm>
  );
}
