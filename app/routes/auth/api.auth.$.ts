/**
 * better-auth's HTTP routes, limited to what the browser needs: the OAuth callback (and its
 * error page). E-mail sign-in, signup and sign-out go through our own rate-limited actions.
 */
import { authHeaders } from "~/auth-requests.server";
import { getAppContext } from "~/context.server";
import { FORM_BODY_LIMIT_BYTES, FORM_CONTENT_TYPES, type RequestRules } from "~/lib/request-rules";
import type { Route } from "./+types/api.auth.$";

const ALLOWED = /^\/api\/auth\/(callback\/[a-z0-9-]+|error)$/;

/** The OAuth callback may be a form_post; the library speaks JSON. */
export const handle: RequestRules = {
  // The Google sign-in popup reports back to the page that opened it (docs/decisions/032).
  keepsOpener: true,
  body: {
    maxBytes: FORM_BODY_LIMIT_BYTES,
    contentTypes: ["application/json", ...FORM_CONTENT_TYPES],
  },
};

async function answer({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  const { auth, clientIp } = getAppContext(context);
  const url = new URL(request.url);
  if (!ALLOWED.test(url.pathname)) return new Response("Not found", { status: 404 });
  const init: RequestInit & { duplex?: "half" } = {
    method: request.method,
    headers: authHeaders(request, clientIp),
  };
  if (request.method !== "GET" && request.method !== "HEAD") {
    init.body = await request.arrayBuffer();
  }
  return auth.handler(new Request(request.url, init));
}

export const loader = (args: Route.LoaderArgs) => answer(args);
export const action = (args: Route.ActionArgs) => answer(args);
