/**
 * How the REST API answers and whom it serves (docs/decisions/136): JSON bodies, RFC 9457 problem
 * details for every error, and the caller named by its Bearer API key only (never a session
 * cookie): 401 with `WWW-Authenticate: Bearer` for a missing, unknown or revoked key, 429 with
 * `Retry-After` beyond the key's requests per minute (the shared rate-limit table), 403 for a
 * read key that writes.
 */
import type { RouterContextProvider } from "react-router";
import { getAppContext } from "~/context.server";
import { hitRateLimit } from "~/models/guards/rate-limit.server";
import { type ApiKeyOwner, authenticateApiKey } from "./api-keys.server";

export const PROBLEM_TYPES = {
  unauthorized: "Unauthorized",
  forbidden: "Forbidden",
  "not-found": "Not found",
  "invalid-request": "Invalid request",
  conflict: "Conflict",
  "rate-limited": "Too many requests",
  "method-not-allowed": "Method not allowed",
} as const;
export type ProblemType = keyof typeof PROBLEM_TYPES;

export const PROBLEM_STATUS: Record<ProblemType, number> = {
  unauthorized: 401,
  forbidden: 403,
  "not-found": 404,
  "invalid-request": 422,
  conflict: 409,
  "rate-limited": 429,
  "method-not-allowed": 405,
};

/** A problem's answer; `type` points at its explanation on /developers. */
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
  const body = {
    type: `/developers#problem-${type}`,
    title: PROBLEM_TYPES[type],
    status,
    detail,
    ...(extra.errors ? { errors: extra.errors } : {}),
  };
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/problem+json", ...extra.headers },
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
  const { db, env } = getAppContext(context);
  const challenge = { "WWW-Authenticate": 'Bearer realm="api"' };
  const header = request.headers.get("authorization") ?? "";
  const token = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  if (!token)
    return { ok: false, response: problem("unauthorized", NO_KEY, { headers: challenge }) };
  const key = await authenticateApiKey(db, token);
  if (!key) {
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

export function methodNotAllowed(allow: string): Response {
  return problem("method-not-allowed", `This address answers ${allow}.`, {
    headers: { Allow: allow },
  });
}
