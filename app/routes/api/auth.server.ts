/**
 * Whom the REST API serves (docs/decisions/136, 147, 154): the caller named by its Bearer API key
 * only (never a session cookie), checked once by the API's layout (layout.ts) for every resource
 * but the public openapi.json, which leaves the key in `apiKeyContext`: 401 with
 * `WWW-Authenticate: Bearer` for a missing, unknown or revoked key, 429 with `Retry-After` beyond
 * the key's requests per minute or a client's failed keys per minute (the shared rate-limit
 * table), 403 for a read key that writes.
 */
import { createContext, type RouterContextProvider } from "react-router";
import { getAppContext } from "~/context.server";
import { hitRateLimit, peekRateLimit } from "~/models/guards/rate-limit.server";
import { type ApiKeyOwner, authenticateApiKey } from "~/models/integrations/api-keys.server";
import { problem } from "./http.server";

/** The key the request is authorised by, set by the API's layout. */
export const apiKeyContext = createContext<ApiKeyOwner>();

const NO_KEY = "Send your API key as `Authorization: Bearer st_live_…`.";
const BAD_KEY = "The API key is not valid, or it was revoked.";

/**
 * The key the request is authorised by, or the problem to answer. `write`: the request changes
 * something, which a read key may not do.
 */
export async function authorizeApiRequest(
  request: Request,
  context: Readonly<RouterContextProvider>,
  access: "read" | "write",
): Promise<{ ok: true; key: ApiKeyOwner } | { ok: false; response: Response }> {
  const { db, env, clientIp } = getAppContext(context);
  const challenge = { "WWW-Authenticate": 'Bearer realm="api"' };
  const header = request.headers.get("authorization") ?? "";
  const token = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  if (!token)
    return { ok: false, response: problem("unauthorized", NO_KEY, { headers: challenge }) };
  // Failed keys count per client: once over the limit, no key is looked up until the window ends.
  const failures = {
    key: `api:failed-key:ip:${clientIp}`,
    rule: { max: env.API_FAILED_KEYS_PER_MINUTE, windowSeconds: 60 },
  };
  const blocked = await peekRateLimit(db, failures.key, failures.rule);
  if (!blocked.isAllowed) return { ok: false, response: tooManyFailedKeys(env, blocked) };
  const key = await authenticateApiKey(db, token);
  if (!key) {
    const failed = await hitRateLimit(db, failures.key, failures.rule);
    if (!failed.isAllowed) return { ok: false, response: tooManyFailedKeys(env, failed) };
    const headers = { "WWW-Authenticate": 'Bearer realm="api", error="invalid_token"' };
    return { ok: false, response: problem("unauthorized", BAD_KEY, { headers }) };
  }
  const limit = await hitRateLimit(db, `api:key:${key.id}`, {
    max: env.API_RATE_LIMIT_PER_MINUTE,
    windowSeconds: 60,
  });
  if (!limit.isAllowed) {
    return {
      ok: false,
      response: problem(
        "rate-limited",
        `At most ${env.API_RATE_LIMIT_PER_MINUTE} requests a minute per key. Try again in ${limit.retryAfterSeconds} s.`,
        { headers: { "Retry-After": String(limit.retryAfterSeconds) } },
      ),
    };
  }
  if (access === "write" && key.scope !== "write") {
    return {
      ok: false,
      response: problem("forbidden", "This API key may only read: create a read and write key."),
    };
  }
  return { ok: true, key };
}

function tooManyFailedKeys(
  env: { API_FAILED_KEYS_PER_MINUTE: number },
  limit: { retryAfterSeconds: number },
): Response {
  return problem(
    "rate-limited",
    `Too many requests with an unknown or revoked API key from this address (at most ${env.API_FAILED_KEYS_PER_MINUTE} a minute). Try again in ${limit.retryAfterSeconds} s.`,
    { headers: { "Retry-After": String(limit.retryAfterSeconds) } },
  );
}
