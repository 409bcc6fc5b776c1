/**
 * How the REST API answers (docs/decisions/136, 154): JSON bodies, and RFC 9457 problem details
 * for every error. Whom it serves: auth.server.ts.
 */
import {
  PROBLEM_CONTENT_TYPE,
  PROBLEM_STATUS,
  type ProblemType,
  problemJson,
} from "~/lib/problem-details";
import { allowHeaderAt } from "./methods.server";

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

/** 405 for a method the request's address does not answer, with its `Allow` (methods.server.ts). */
export function methodNotAllowed(request: Request): Response {
  const allow = allowHeaderAt(new URL(request.url).pathname);
  return problem("method-not-allowed", `This address answers ${allow}.`, {
    headers: { Allow: allow },
  });
}
