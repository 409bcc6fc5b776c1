/**
 * The Google flow's last page. In the popup it tells the opening page the outcome and closes;
 * in a full-page flow (no JavaScript, popups blocked) it redirects like any sign-in.
 */
import { useEffect } from "react";
import { redirect } from "react-router";
import { ACCOUNT_DISABLED_CODE } from "~/lib/account-rules";
import type { RequestRules } from "~/lib/request-rules";
import { safeRedirect } from "~/lib/safe-redirect";
import { getUser } from "~/models/accounts/user.server";
import type { Route } from "./+types/auth.google.done";
import { GOOGLE_MESSAGE_SOURCE, type GoogleMessage } from "./parts/google-sign-in";

/** The Google sign-in popup reports back to the page that opened it (docs/decisions/032). */
export const handle: RequestRules = { keepsOpener: true };

export function meta() {
  return [{ title: "Signing in… | SampleTray" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const intent = url.searchParams.get("intent") === "signup" ? "signup" : "login";
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  const user = await getUser(request, context);
  const isOk = url.searchParams.get("outcome") === "ok" && !url.searchParams.has("error") && user;
  if (url.searchParams.get("popup") !== "1") {
    if (isOk) throw redirect(redirectTo);
    // A disabled account is told so on the login page (docs/decisions/072).
    const google =
      url.searchParams.get("error")?.toUpperCase() === ACCOUNT_DISABLED_CODE
        ? "disabled"
        : "failed";
    throw redirect(`/${intent}?${new URLSearchParams({ google, redirectTo })}`);
  }
  return { isOk: Boolean(isOk), intent, redirectTo };
}

export default function GoogleDone({ loaderData }: Route.ComponentProps) {
  const { isOk, intent, redirectTo } = loaderData;
  useEffect(() => {
    const message: GoogleMessage = { source: GOOGLE_MESSAGE_SOURCE, ok: isOk };
    if (window.opener && !window.opener.closed) {
      window.opener.postMessage(message, window.location.origin);
      window.close();
      return;
    }
    // The opener is gone: finish here instead (the target is checked again on this side).
    const target = safeRedirect(redirectTo);
    window.location.replace(
      isOk ? target : `/${intent}?${new URLSearchParams({ google: "failed", redirectTo: target })}`,
    );
  }, [isOk, intent, redirectTo]);
  return (
    <section className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-xl font-semibold">{isOk ? "Signed in" : "Sign-in did not complete"}</h1>
      <p className="mt-2 text-slate-700">You can close this window.</p>
    </section>
  );
}
