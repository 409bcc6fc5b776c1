/**
 * The frame the login and signup forms share: the card with its footer link, the form with its
 * alert, the fields disabled while busy, the submit button, and Google sign-in below (when the
 * site has it configured).
 */
import { Form, Link, useNavigation } from "react-router";
import { AuthCard, OrDivider } from "~/components/auth-card";
import { GoogleSignIn } from "~/components/google-sign-in";
import type { AuthIntent } from "~/forms/auth";
import { FormAlert, SubmitButton } from "./fields";

/** `path`, keeping where to go after signing in when that is not home. */
export function withRedirect(path: string, redirectTo: string): string {
  return redirectTo === "/" ? path : `${path}?${new URLSearchParams({ redirectTo })}`;
}

/** True while this page's own form is being submitted (or its redirect is loading). */
export function useIsBusy(path: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formAction?.startsWith(path) === true;
}

export function AuthForm({
  intent,
  title,
  footer,
  form,
  alert,
  isBusy,
  busyText,
  submitText,
  isGoogleConfigured,
  googleRedirectTo,
  replace,
  hidden,
  children,
}: {
  intent: AuthIntent;
  title: string;
  footer: React.ReactNode;
  /** `useForm(...).props`. */
  form: React.ComponentProps<typeof Form>;
  alert: string | null | undefined;
  isBusy: boolean;
  busyText: string;
  submitText: string;
  isGoogleConfigured: boolean;
  googleRedirectTo: string;
  replace?: boolean;
  /** Hidden inputs (outside the fieldset, which is disabled while busy). */
  hidden?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <AuthCard title={title} footer={footer}>
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
      {/* A site without Google sign-in configured shows the e-mail form only. */}
      {isGoogleConfigured ? (
        <>
          <OrDivider />
          <GoogleSignIn
            intent={intent}
            isConfigured={isGoogleConfigured}
            redirectTo={googleRedirectTo}
            disabled={isBusy}
          />
        </>
      ) : null}
    </AuthCard>
  );
}

/** The footer's "Don't have an account? Sign up" line and its reverse. */
export function AuthSwitch({ text, to, label }: { text: string; to: string; label: string }) {
  return (
    <>
      {text}{" "}
      <Link to={to} className="font-semibold text-brand-700 underline">
        {label}
      </Link>
    </>
  );
}
