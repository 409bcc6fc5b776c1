/**
 * The welcome after signing up: the signup's redirect sets a short-lived cookie, and the next page
 * (home) shows what an account is for and where to go, once. The root loader reads the cookie
 * and clears it in the same answer, so a reload does not show it again.
 */
const COOKIE = "welcome_notice";

/** The cookie the signup's redirect sets (ten minutes, in case the redirect is slow to load). */
export function welcomeCookie(isHttps: boolean): string {
  return `${COOKIE}=1; Path=/; Max-Age=600; HttpOnly; SameSite=Lax${isHttps ? "; Secure" : ""}`;
}

export function clearWelcomeCookie(isHttps: boolean): string {
  return `${COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${isHttps ? "; Secure" : ""}`;
}

export function isWelcomeRequested(request: Request): boolean {
  const cookies = request.headers.get("Cookie") ?? "";
  return cookies.split(";").some((part) => part.trim() === `${COOKIE}=1`);
}
