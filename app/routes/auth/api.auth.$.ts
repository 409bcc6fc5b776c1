/**
 * better-auth's HTTP routes, limited to what the browser needs: the OAuth callback (and its
 * error page). E-mail sign-in, signup and sign-out go through our own rate-limited actions.
 */
import { authHeaders } from "~/auth-requests.server";
import { getAppContext } from "~/context.server";
import type { Route } from "./+types/api.auth.$";

const ALLOWED = /^\/api\/auth\/(callback\/[a-z0-9-]+|error)$/;

async function handle({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
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

export const loader = (args: Route.LoaderArgs) => handle(args);
export const action = (args: Route.ActionArgs) => handle(args);
