/**
 * RFC 9457 problem details, the form of every REST API error (docs/decisions/136, 147): the kinds
 * of problem with their titles and statuses, explained on /developers (`#problem-<type>`). The
 * API's handlers (app/routes/api/http.server.ts) and the request guards that answer
 * before them (server/request-guards.ts) write the same body.
 */
export const PROBLEM_TYPES = {
  "bad-request": "Bad request",
  unauthorized: "Unauthorized",
  forbidden: "Forbidden",
  "not-found": "Not found",
  "method-not-allowed": "Method not allowed",
  "request-timeout": "Request timeout",
  conflict: "Conflict",
  "payload-too-large": "Payload too large",
  "unsupported-media-type": "Unsupported media type",
  "invalid-request": "Invalid request",
  "rate-limited": "Too many requests",
  "server-error": "Server error",
  unavailable: "Service unavailable",
} as const;
export type ProblemType = keyof typeof PROBLEM_TYPES;

export const PROBLEM_STATUS: Record<ProblemType, number> = {
  "bad-request": 400,
  unauthorized: 401,
  forbidden: 403,
  "not-found": 404,
  "method-not-allowed": 405,
  "request-timeout": 408,
  conflict: 409,
  "payload-too-large": 413,
  "unsupported-media-type": 415,
  "invalid-request": 422,
  "rate-limited": 429,
  "server-error": 500,
  unavailable: 503,
};

/** The problem type of an HTTP status (a guard's refusal names only its status). */
export function problemTypeOf(status: number): ProblemType {
  const type = (Object.keys(PROBLEM_STATUS) as ProblemType[]).find(
    (t) => PROBLEM_STATUS[t] === status,
  );
  return type ?? (status >= 500 ? "server-error" : "bad-request");
}

/** A problem's body as JSON text; `type` points at its explanation on /developers. */
export function problemJson(
  type: ProblemType,
  detail: string,
  status = PROBLEM_STATUS[type],
  errors?: Record<string, string>,
): string {
  return JSON.stringify({
    type: `/developers#problem-${type}`,
    title: PROBLEM_TYPES[type],
    status,
    detail,
    ...(errors ? { errors } : {}),
  });
}

export const PROBLEM_CONTENT_TYPE = "application/problem+json";
