/** Starts Google sign-in (GET, so a popup or a plain link can open it): on to the provider. */
import { redirect } from "react-router";
import { GOOGLE_PROVIDER_ID, isGoogleConfigured } from "~/auth.server";
import { authHeaders, cookieHeaders } from "~/auth-requests.server";
import { getAppContext } from "~/context.server";
import type { RequestRules } from "~/lib/request-rules";
import { safeRedirect } from "~/lib/safe-redirect";
import type { Route } from "./+types/auth.google";

/** The Google sign-in popup reports back to the page that opened it (docs/decisions/032). */
export const handle: RequestRules = { keepsOpener: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, env, clientIp } = getAppContext(context);
  const url = new URL(request.url);
  const intent = url.searchParams.get("intent") === "signup" ? "signup" : "login";
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  const isPopup = url.searchParams.get("popup") === "1";
  const done = (outcome: "ok" | "error") =>
    `/auth/google/done?${new URLSearchParams({
      intent,
      redirectTo,
      outcome,
      ...(isPopup ? { popup: "1" } : {}),
    })}`;
  if (!isGoogleConfigured(env)) throw redirect(done("error"));
  const response = await auth.api.signInSocial({
    body: {
      provider: GOOGLE_PROVIDER_ID,
      callbackURL: done("ok"),
      errorCallbackURL: done("error"),
      disableRedirect: true,
    },
    headers: authHeaders(request, clientIp),
    asResponse: true,
  });
  const body = response.ok ? ((await response.json()) as { url?: string }) : {};
  if (!body.url) {
    console.error("Google sign-in could not start (status %d)", response.status);
    throw redirect(done("error"));
  }
  return redirect(body.url, { headers: cookieHeaders(response) });
}
