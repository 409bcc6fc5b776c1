/**
 * The login page's form (its route: app/routes/login.tsx). The route loads it on the page's first
 * interaction (docs/decisions/085): until then it is the server's plain form.
 */
import { Link } from "react-router";
import { AuthForm, AuthSwitch, useIsBusy, withRedirect } from "~/components/form/auth-form";
import { TextField } from "~/components/form/fields";
import { loginSchema } from "~/forms/auth";
import { type LastResult, useForm } from "~/forms/use-form";

export interface LoginFormProps {
  loaderData: {
    redirectTo: string;
    isGoogleConfigured: boolean;
    googleError: string | null;
    notice: string | null;
  };
  actionData: LastResult;
}

export function LoginForm({ loaderData, actionData }: LoginFormProps) {
  const isBusy = useIsBusy("/login");
  const { field, formError, props } = useForm(loginSchema, actionData);
  return (
    <AuthForm
      intent="login"
      title="Sign in"
      footer={
        <AuthSwitch
          text="Don't have an account?"
          to={withRedirect("/signup", loaderData.redirectTo)}
          label="Sign up"
        />
      }
      form={props}
      replace
      alert={formError ?? loaderData.googleError}
      hidden={<input type="hidden" name="redirectTo" value={loaderData.redirectTo} />}
      isBusy={isBusy}
      busyText="Logging in..."
      submitText="Log in"
      isGoogleConfigured={loaderData.isGoogleConfigured}
      googleRedirectTo={loaderData.redirectTo}
    >
      {loaderData.notice && !formError ? (
        <p
          role="status"
          className="rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-800"
        >
          {loaderData.notice}
        </p>
      ) : null}
      <TextField {...field("email")} label="Email" autoComplete="email" />
      <TextField {...field("password")} label="Password" autoComplete="current-password" />
      <p className="text-right text-sm">
        <Link to="/forgot-password" className="font-semibold text-brand-700 underline">
          Forgot password?
        </Link>
      </p>
    </AuthForm>
  );
}
