import { data, Form, Link, redirect, useNavigation } from "react-router";
import { authErrorCode, authHeaders, cookieHeaders, isGoogleConfigured } from "~/auth.server";
import { AuthCard, OrDivider } from "~/components/auth-card";
import { FormAlert, SubmitButton, TextField } from "~/components/form/fields";
import { useValidatedForm } from "~/components/form/use-validated-form";
import { GoogleSignIn } from "~/components/google-sign-in";
import { getAppContext } from "~/context.server";
import { GOOGLE_TEXTS, signUpErrorText, signupSchema } from "~/lib/auth-forms";
import { commonPasswords } from "~/lib/common-passwords.server";
import { formValues, parseForm } from "~/lib/form";
import { checkPassword } from "~/lib/password-policy";
import { safeRedirect } from "~/lib/safe-redirect";
import { seo, siteFromMatches } from "~/lib/seo";
import { hitAuthRateLimits, TOO_MANY_ATTEMPTS } from "~/models/rate-limit.server";
import { getUser } from "~/models/user.server";
import type { Route } from "./+types/signup";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Create account",
    description: "Create a SampleTray account with your e-mail and a password, or with Google.",
    path: "/signup",
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (await getUser(request, context)) throw redirect("/");
  return {
    redirectTo: safeRedirect(url.searchParams.get("redirectTo")),
    isGoogleConfigured: isGoogleConfigured(getAppContext(context).env),
    googleError: url.searchParams.get("google") === "failed" ? GOOGLE_TEXTS.signup.failed : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, db, env, clientIp } = getAppContext(context);
  const values = formValues(await request.formData());
  const kept = {
    displayName: typeof values.displayName === "string" ? values.displayName : "",
    email: typeof values.email === "string" ? values.email : "",
  };
  const parsed = parseForm(signupSchema, values);
  if (!parsed.ok) return data({ errors: parsed.errors, values: kept }, { status: 400 });
  const weakness = checkPassword(parsed.data.password, commonPasswords);
  if (weakness) return data({ errors: { password: weakness }, values: kept }, { status: 400 });

  const limit = await hitAuthRateLimits(
    db,
    "signup",
    { ip: clientIp, email: parsed.data.email },
    {
      windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS,
      ipMax: env.AUTH_RATE_LIMIT_IP_MAX,
      emailMax: env.AUTH_RATE_LIMIT_EMAIL_MAX,
    },
  );
  if (!limit.isAllowed) {
    return data(
      { errors: { form: TOO_MANY_ATTEMPTS }, values: kept },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }

  const response = await auth.api.signUpEmail({
    body: {
      name: parsed.data.displayName,
      email: parsed.data.email,
      password: parsed.data.password,
    },
    headers: authHeaders(request, clientIp),
    asResponse: true,
  });
  if (!response.ok) {
    const code = await authErrorCode(response);
    // An existing address answers like any other failure (docs/decisions/043).
    const status = response.status >= 500 ? 500 : 400;
    return data({ errors: { form: signUpErrorText(code) }, values: kept }, { status });
  }
  return redirect("/", { headers: cookieHeaders(response) });
}

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const isBusy =
    navigation.state !== "idle" && navigation.formAction?.startsWith("/signup") === true;
  const { formRef, errors, onSubmit } = useValidatedForm(signupSchema, actionData?.errors);
  const loginHref =
    loaderData.redirectTo === "/"
      ? "/login"
      : `/login?${new URLSearchParams({ redirectTo: loaderData.redirectTo })}`;
  return (
    <AuthCard
      title="Create account"
      footer={
        <>
          Already have an account?{" "}
          <Link to={loginHref} className="font-semibold text-brand-700 underline">
            Log in
          </Link>
        </>
      }
    >
      <Form method="post" noValidate ref={formRef} onSubmit={onSubmit} className="space-y-4">
        <FormAlert>{errors.form ?? loaderData.googleError}</FormAlert>
        <fieldset disabled={isBusy} className="space-y-4">
          <TextField
            label="Full name (optional)"
            name="displayName"
            autoComplete="name"
            defaultValue={actionData?.values.displayName}
            error={errors.displayName}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={actionData?.values.email}
            error={errors.email}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            hint="At least 6 characters"
            error={errors.password}
          />
          <TextField
            label="Confirm password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            error={errors.confirmPassword}
          />
          <SubmitButton isBusy={isBusy} busyText="Creating account..." className="w-full">
            Create account
          </SubmitButton>
        </fieldset>
      </Form>
      <OrDivider />
      <GoogleSignIn
        intent="signup"
        isConfigured={loaderData.isGoogleConfigured}
        redirectTo="/"
        disabled={isBusy}
      />
    </AuthCard>
  );
}
