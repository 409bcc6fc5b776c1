/**
 * Whether a request carries a session (docs/decisions/167): better-auth's session-token cookie,
 * `better-auth.session_token` (`__Secure-` first over https), read by better-auth's own rule with
 * the defaults app/auth.server.ts keeps. It is the one cookie that changes a page's bytes: every
 * other cookie a visitor brings (analytics, consent) leaves them a signed-out visitor whose
 * catalogue pages are shared (the page cache, a CDN, nginx's cache). The welcome notice and the
 * confirm-address reminder only show to a signed-in visitor.
 */
import { getSessionCookie } from "better-auth/cookies";

export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return getSessionCookie(new Headers({ cookie: cookieHeader })) !== null;
}
