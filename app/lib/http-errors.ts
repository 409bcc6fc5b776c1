/**
 * Expected failures thrown from loaders as responses, rendered by `RouteErrorBoundary`
 * (docs/decisions/041-errors-and-loaders.md).
 */
import { data, isRouteErrorResponse } from "react-router";

/** What a 404 page says when its route gives no message of its own. */
export const NOT_FOUND = {
  title: "Page not found",
  text: "The page you're looking for doesn't exist or has moved.",
} as const;

/** What an error page says for a failure with no page of its own (500 and unknown statuses). */
export const GENERIC_ERROR = {
  title: "Something went wrong",
  text: "An unexpected error occurred. Please try again.",
} as const;

/**
 * What a page says when the database is out of reach (docs/decisions/167): a 503, which the server
 * makes `private, no-store` with `Retry-After: UNAVAILABLE_RETRY_AFTER_SECONDS`.
 */
export const UNAVAILABLE = {
  title: "Temporarily unavailable",
  text: "The site cannot reach its database just now. Please try again in a minute.",
} as const;

/** How long a browser, a crawler or a proxy is asked to wait after a 503 that says nothing. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

/** Throws the 404 response: the page's main subject (a company, a post) does not exist. */
export function notFound(message: string = NOT_FOUND.text): never {
  throw data(message, { status: 404 });
}

/**
 * What a refused cross-site form gets (issue 23, server/request-guards.ts): the HTML page when the
 * browser posted the form itself, this text as a 403 when React Router sent it (JavaScript on),
 * which the error boundary shows under this title.
 */
export const CROSS_SITE = {
  title: "Form not accepted",
  text: "This form was sent from another site, so it was not accepted. Go back to the page, reload it and send the form again.",
} as const;

/** A signed-in user whose address is not confirmed asked for a page that needs it (a 403). */
export const VERIFY_EMAIL_FIRST =
  "Please confirm your e-mail address first: open the link we sent you, or ask for a new one.";

/** Where that 403's page leads: /verify-email sends a new link (docs/decisions/126). */
export const VERIFY_EMAIL_WAY = {
  to: "/verify-email",
  label: "Confirm my e-mail address",
} as const;

/** True for the cross-site refusal as React Router hands it to an error boundary. */
export function isCrossSiteRefusal(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 403 && error.data === CROSS_SITE.text;
}

/**
 * A refusal a domain function throws for its route to answer (the team's and the lead addresses'
 * rules): the message, the status, and the seconds to wait when it is a rate limit's.
 */
export class RefusalError extends Error {
  constructor(
    message: string,
    readonly status = 400,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  /** The answer's status, with `Retry-After` when the refusal is a rate limit's. */
  get init(): ResponseInit {
    return {
      status: this.status,
      headers: this.retryAfterSeconds
        ? { "Retry-After": String(this.retryAfterSeconds) }
        : undefined,
    };
  }
}

/**
 * Runs a form action's work: a RefusalError it throws becomes the form's alert (`formError`) with
 * the refusal's status; any other error is not ours to answer.
 */
export async function answeringRefusals<T>(work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof RefusalError)) throw error;
    return data(
      { ok: false as const, errors: {}, values: {}, formError: error.message },
      error.init,
    );
  }
}
