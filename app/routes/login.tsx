import { data, Form, Link, redirect, useNavigation } from "react-router";
import { authErrorCode, authHeaders, cookieHeaders, isGoogleConfigured } from "~/auth.server";
import { AuthCard, OrDivider } from "~/components/auth-card";
import { FormAlert, SubmitButton, TextField } from "~/components/form/fields";
import { useValidatedForm } from "~/components/form/use-validated-form";
import { GoogleSignIn } from "~/components/google-sign-in";
import { getAppContext } from "~/context.server";
import { GOOGLE_TEXTS, INVALID_CREDENTIALS, loginSchema, signInErrorText } from "~/lib/auth-forms";
import { formValues, parseForm } from "~/lib/form";
import { safeRedirect } from "~/lib/safe-redirect";
import { seo, siteFromMatches } from "~/lib/seo";
import {
  checkLoginAttempt,
  recordLoginOutcome,
  TOO_MANY_ATTEMPTS,
} from "~/models/rate-limit.server";
import { getUser } from "~/models/user.server";
import type { Route } from "./+types/login";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Sign in",
    description: "Sign in to your SampleTray account with your e-mail and password or with Google.",
    path: "/login",
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  if (await getUser(request, context)) throw redirect(redirectTo);
  return {
    redirectTo,
    isGoogleConfigured: isGoogleConfigured(getAppContext(context).env),
    googleError: url.searchParams.get("google") === "failed" ? GOOGLE_TEXTS.login.failed : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, db, env, clientIp } = getAppContext(context);
  const values = formValues(await request.formData());
  const redirectTo = safeRedirect(values.redirectTo);
  const email = typeof values.email === "string" ? values.email : "";
  const parsed = parseForm(loginSchema, values);
  if (!parsed.ok) return data({ errors: parsed.errors, email }, { status: 400 });

  const client = { ip: clientIp, email: parsed.data.email };
  const limit = await checkLoginAttempt(db, client, env);
  if (!limit.isAllowed) {
    return data(
      { errors: { form: TOO_MANY_ATTEMPTS }, email },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }

  const response = await auth.api.signInEmail({
    body: { email: parsed.data.email, password: parsed.data.password, rememberMe: true },
    headers: authHeaders(request, clientIp),
    asResponse: true,
  });
  const code = response.ok ? undefined : await authErrorCode(response);
  const outcome = response.ok
    ? "success"
    : signInErrorText(code) === INVALID_CREDENTIALS
      ? "bad-credentials"
      : "other";
  await recordLoginOutcome(db, client, env, outcome);
  if (!response.ok) {
    const status = response.status >= 500 ? 500 : response.status === 401 ? 401 : 400;
    return data({ errors: { form: signInErrorText(code) }, email }, { status });
  }
  return redirect(redirectTo, { headers: cookieHeaders(response) });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const isBusy =
    navigation.state !== "idle" && navigation.formAction?.startsWith("/login") === true;
  const { formRef, errors, onSubmit } = useValidatedForm(loginSchema, actionData?.errors);
  const signupHref =
    loaderData.redirectTo === "/"
      ? "/signup"
      : `/signup?${new URLSearchParams({ redirectTo: loaderData.redirectTo })}`;
  return (
    <AuthCard
      title="Sign in"
      footer={
        <>
          Don't have an account?{" "}
          <Link to={signupHref} className="font-semibold text-brand-700 underline">
            Sign up
          </Link>
        </>
      }
    >
      <Form
        method="post"
        replace
        noValidate
        ref={formRef}
        onSubmit={onSubmit}
        className="space-y-4"
      >
        <FormAlert>{errors.form ?? loaderData.googleError}</FormAlert>
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <fieldset disabled={isBusy} className="space-y-4">
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={actionData?.email}
            error={errors.email}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.password}
          />
          <SubmitButton isBusy={isBusy} busyText="Logging in..." className="w-full">
            Log in
          </SubmitButton>
        </fieldset>
      </Form>
      <OrDivider />
      <GoogleSignIn
        intent="login"
        isConfigured={loaderData.isGoogleConfigured}
        redirectTo={loaderData.redirectTo}
        disabled={isBusy}
      />
    </AuthCard>
  );
}
