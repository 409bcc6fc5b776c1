/**
 * Passing a request to better-auth's server API and its answer back: the headers with the client
 * IP we trust, the Set-Cookie headers, and the error code of a failed call.
 */
import { type Auth, CLIENT_IP_HEADER } from "./auth.server";

/** The request's headers for a server-side better-auth call, with the client IP we trust. */
export function authHeaders(request: Request, clientIp: string): Headers {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, clientIp);
  return headers;
}

/** The Set-Cookie headers of a better-auth response, to pass on with our own redirect. */
export function cookieHeaders(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

/** better-auth's error code from a failed `asResponse` call. */
export async function authErrorCode(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { code?: unknown };
    return typeof body.code === "string" ? body.code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A queued "Forgot password?" request, run by the mail queue's worker (docs/decisions/114):
 * better-auth looks the address up and, for an account, stores the reset token (hashed) and
 * writes the e-mail. Nothing is said to anyone either way.
 */
export async function sendPasswordReset(auth: Auth, email: string): Promise<void> {
  await auth.api.requestPasswordReset({ body: { email } });
}
