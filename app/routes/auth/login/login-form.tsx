/**
 * The login page's form (its route: app/routes/auth/login/route.tsx), inside the page's AuthFrame.
 */
import { Link } from "react-router";
import { TextField } from "~/components/form/fields";
import { loginSchema } from "~/forms/auth";
import { type LastResult, useForm } from "~/forms/use-form";
import { AuthForm } from "~/routes/auth/parts/auth-form";
import { useIsBusy } from "~/routes/auth/parts/auth-frame";

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
      form={props}
      replace
      alert={formError ?? loaderData.googleError}
      hidden={<input type="hidden" name="redirectTo" value={loaderData.redirectTo} />}
      isBusy={isBusy}
      busyText="Logging in..."
      submitText="Log in"
    >
      {loaderData.notice && !formError ? (
        <p
          role="status"
          className="rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-800"
        >
          {loaderData.notice}
        </p>
      ) : null}
      <TextField {...field("email")} autoComplete="email" />
      <TextField {...field("password")} autoComplete="current-password" />
      <p className="text-right text-sm">
        <Link to="/forgot-password" className="font-semibold text-brand-700 underline">
          Forgot password?
        </Link>
      </p>
    </AuthForm>
  );
}
