/**
 * How the REST API answers and whom it serves (docs/decisions/136): JSON bodies, RFC 9457 problem
 * details for every error, and the caller named by its Bearer API key only (never a session
 * cookie): 401 with `WWW-Authenticate: Bearer` for a missing, unknown or revoked key, 429 with
 * `Retry-After` beyond the key's requests per minute or a client's failed keys per minute (the
 * shared rate-limit table; decisions 136, 147), 403 for a read key that writes.
 */
import type { RouterContextProvider } from "react-router";
import { getAppContext } from "~/context.server";
import {
  PROBLEM_CONTENT_TYPE,
  PROBLEM_STATUS,
  type ProblemType,
  problemJson,
} from "~/lib/problem-details";
import { hitRateLimit, peekRateLimit } from "~/models/guards/rate-limit.server";
import { type ApiKeyOwner, authenticateApiKey } from "./api-keys.server";
import { allowHeaderAt } from "./api-methods.server";

/** A problem's answer. */
export function problem(
  type: ProblemType,
  detail: string,
  extra: {
    errors?: Record<string, string>;
    headers?: Record<string, string>;
    status?: number;
  } = {},
): Response {
  const status = extra.status ?? PROBLEM_STATUS[type];
  return new Response(problemJson(type, detail, status, extra.errors), {
    status,
    headers: { "Content-Type": PROBLEM_CONTENT_TYPE, ...extra.headers },
  });
}

export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status });
}

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

/**
 * A JSON body, or null when it is not one (the caller answers 422). A lone UTF-16 surrogate
 * (`"\ud800"`, which JSON allows and PostgreSQL's jsonb refuses) is read as U+FFFD, as a browser
 * sends it in a form (docs/decisions/151).
 */
export async function readJsonBody(request: Request): Promise<unknown | null> {
  try {
    return JSON.parse(await request.text(), (_key, value: unknown) =>
      typeof value === "string" ? value.toWellFormed() : value,
    ) as unknown;
  } catch {
    return null;
  }
}

/** 405 for a method the request's address does not answer, with its `Allow` (api-methods). */
export function methodNotAllowed(request: Request): Response {
  const allow = allowHeaderAt(new URL(request.url).pathname);
  return problem("method-not-allowed", `This address answers ${allow}.`, {
    headers: { Allow: allow },
  });
}
