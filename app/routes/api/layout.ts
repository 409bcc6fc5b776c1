/**
 * The REST API, /api/v1/…: every resource of it is a child of this layout (app/routes.ts,
 * docs/decisions/136, 154). It declares the API's own rules (`handle`: JSON bodies of at most
 * 16 KB, every refusal as problem+json, its own methods, and no cross-site check for a call made
 * with a Bearer key and no cookie), and its middleware answers a method the resource does not
 * take (405 with the resource's `Allow`) or an address that is no resource (404), then a body of
 * another type (415) or declared over the limit (413), then authorises the Bearer key and counts
 * it against its rate limit (auth.server.ts), before any loader or action runs; the handlers read
 * the key from `apiKeyContext`. The server keeps the body within the limit as it is read
 * (server/request-bodies.ts).
 */
import { problemTypeOf } from "~/lib/problem-details";
import { bodyRefusal, jsonBody, type RequestRules } from "~/lib/request-rules";
import type { Route } from "./+types/layout";
import { apiKeyContext, authorizeApiRequest } from "./auth.server";
import { problem } from "./http.server";
import { apiMethodRefusal, isKeyedResource } from "./methods.server";

/** The REST API's JSON bodies: 16 KB at most. */
export const API_BODY_LIMIT_BYTES = 16 * 1024;

const API_BODY = jsonBody(API_BODY_LIMIT_BYTES);

export const handle: RequestRules = {
  body: API_BODY,
  problemDetails: true,
  ownMethods: true,
  crossSite: "bearer-key",
};

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }) => {
    const refusal = apiMethodRefusal(new URL(request.url).pathname, request.method);
    if (refusal?.status === 404) return problem("not-found", refusal.detail);
    if (refusal) {
      return problem("method-not-allowed", refusal.detail, { headers: { Allow: refusal.allow } });
    }
    // Then the body's type and declared size, before a byte of it is read.
    const body = bodyRefusal(API_BODY, request);
    if (body) {
      const { status, message, headers } = body;
      return problem(problemTypeOf(status), message, { status, headers });
    }
    // Then the key (every resource but the public openapi.json), for the handlers to read.
    const pathname = new URL(request.url).pathname;
    if (!isKeyedResource(pathname)) return;
    const access = request.method === "GET" || request.method === "HEAD" ? "read" : "write";
    const auth = await authorizeApiRequest(request, context, access);
    if (!auth.ok) return auth.response;
    context.set(apiKeyContext, auth.key);
  },
];
