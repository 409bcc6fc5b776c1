/**
 * The frame the login and signup pages share, rendered with the page: the card with its title and
 * footer link around the form, and Google sign-in below it when the site has it configured. The
 * form itself is the route's (AuthForm).
 */
import { Link, useNavigation } from "react-router";
import { AuthCard, OrDivider } from "~/components/auth-card";
import { GoogleSignIn } from "~/components/google-sign-in";
import type { AuthIntent } from "~/forms/google-texts";

/** `path`, keeping where to go after signing in when that is not home. */
export function withRedirect(path: string, redirectTo: string): string {
  return redirectTo === "/" ? path : `${path}?${new URLSearchParams({ redirectTo })}`;
}

/** True while this page's own form is being submitted (or its redirect is loading). */
export function useIsBusy(path: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formAction?.startsWith(path) === true;
}

export function AuthFrame({
  intent,
  title,
  footer,
  busyPath,
  isGoogleConfigured,
  googleRedirectTo,
  children,
}: {
  intent: AuthIntent;
  title: string;
  footer: React.ReactNode;
  /** The form's action: Google sign-in is disabled while it is being submitted. */
  busyPath: string;
  isGoogleConfigured: boolean;
  googleRedirectTo: string;
  /** The form. */
  children: React.ReactNode;
}) {
  const isBusy = useIsBusy(busyPath);
  return (
    <AuthCard title={title} footer={footer}>
      {children}
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
