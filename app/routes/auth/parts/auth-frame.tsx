/**
 * The frame the login and signup pages share, rendered with the page: the card with its title and
 * footer link around the form, and Google sign-in below it when the site has it configured. The
 * form itself is the route's (AuthForm).
 */
import { Link, useNavigation } from "react-router";
import type { AuthIntent } from "~/forms/google-texts";
import { AuthCard, OrDivider } from "./auth-card";
import { GoogleSignIn } from "./google-sign-in";

/** `path`, keeping where to go after signing in when that is not home. */
export function withRedirect(path: string, redirectTo: string): string {
  return redirectTo === "/" ? path : `${path}?${new URLSearchParams({ redirectTo })}`;
}

/** True while this page's own form is being submitted (or its redirect is loading). */
export function useIsBusy(path: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formAction?.startsWith(path) === true;
}

/** Each page's footer line: "Don't have an account? Sign up" and its reverse. */
const OTHER_PAGE: Record<AuthIntent, { text: string; path: string; label: string }> = {
  login: { text: "Don't have an account?", path: "/signup", label: "Sign up" },
  signup: { text: "Already have an account?", path: "/login", label: "Log in" },
};

export function AuthFrame({
  intent,
  title,
  loaderData,
  children,
}: {
  /** The page: `/login` or `/signup`, whose form disables Google sign-in while it is submitted. */
  intent: AuthIntent;
  title: string;
  /** The page's loader data: where to go after signing in, whether Google sign-in is set up. */
  loaderData: { redirectTo: string; isGoogleConfigured: boolean };
  /** The form. */
  children: React.ReactNode;
}) {
  const { redirectTo, isGoogleConfigured } = loaderData;
  const isBusy = useIsBusy(`/${intent}`);
  const other = OTHER_PAGE[intent];
  const footer = (
    <>
      {other.text}{" "}
      <Link
        to={withRedirect(other.path, redirectTo)}
        className="font-semibold text-brand-700 underline"
      >
        {other.label}
      </Link>
    </>
  );
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
            redirectTo={redirectTo}
            disabled={isBusy}
          />
        </>
      ) : null}
    </AuthCard>
  );
}
