/**
 * The welcome after signing up: the signup's redirect sets a short-lived cookie, and the next page
 * (home) shows what an account is for and where to go, once. The root loader reads the cookie
 * and clears it in the same answer, so a reload does not show it again.
 */
const COOKIE = "welcome_notice";

/** Which welcome: a plain new account, or one made from an invitation (docs/decisions/118). */
export type WelcomeKind = "account" | "invitation";

const VALUES: Record<WelcomeKind, string> = { account: "1", invitation: "invited" };

/** The cookie the signup's redirect sets (ten minutes, in case the redirect is slow to load). */
export function welcomeCookie(isHttps: boolean, kind: WelcomeKind = "account"): string {
  return `${COOKIE}=${VALUES[kind]}; Path=/; Max-Age=600; HttpOnly; SameSite=Lax${isHttps ? "; Secure" : ""}`;
}

export function clearWelcomeCookie(isHttps: boolean): string {
  return `${COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${isHttps ? "; Secure" : ""}`;
}

/** The welcome the request's cookie asks for, or null. */
export function requestedWelcome(request: Request): WelcomeKind | null {
  const cookies = (request.headers.get("Cookie") ?? "").split(";").map((part) => part.trim());
  const kinds = Object.keys(VALUES) as WelcomeKind[];
  return kinds.find((kind) => cookies.includes(`${COOKIE}=${VALUES[kind]}`)) ?? null;
}
