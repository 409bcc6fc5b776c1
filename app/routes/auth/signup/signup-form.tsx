/**
 * The signup page's form (its route: app/routes/auth/signup/route.tsx), inside the page's AuthFrame.
 */
import { Link } from "react-router";
import { NewPasswordFields } from "~/components/auth/new-password-fields";
import { TextField } from "~/components/form/fields";
import { EMAIL_IN_USE, signupSchema } from "~/forms/auth";
import { useForm } from "~/forms/use-form";
import { AuthForm } from "~/routes/auth/parts/auth-form";
import { useIsBusy, withRedirect } from "~/routes/auth/parts/auth-frame";
import type { Route } from "./+types/route";

type Props = Pick<Route.ComponentProps, "loaderData" | "actionData">;

export function SignupForm({ loaderData, actionData }: Props) {
  const isBusy = useIsBusy("/signup");
  const { field, formError, props } = useForm(signupSchema, actionData);
  return (
    <AuthForm
      form={props}
      alert={
        formError === EMAIL_IN_USE ? (
          <EmailInUse redirectTo={loaderData.redirectTo} />
        ) : (
          (formError ?? loaderData.googleError)
        )
      }
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
        <TextField {...field("email")} autoComplete="email" />
      )}
      <NewPasswordFields field={field} label="Password" />
    </AuthForm>
  );
}

/**
 * The address already has an account: the spec's text and the two ways in (docs/decisions/128).
 * The links carry no address: a query string would reach browser history and, with Google
 * Analytics on, its page views.
 */
function EmailInUse({ redirectTo }: { redirectTo: string }) {
  const link = "font-semibold underline";
  return (
    <>
      {EMAIL_IN_USE}.
      <span className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        <Link to={withRedirect("/login", redirectTo)} className={link}>
          Log in
        </Link>
        <Link to="/forgot-password" className={link}>
          Forgot password
        </Link>
      </span>
    </>
  );
}
