/**
 * The page of the one error boundary (docs/decisions/041-errors-and-loaders.md; routes use it
 * through `RouteErrorBoundary`, route-error-boundary.tsx): a thrown response renders the page for
 * its status (404 with one not-found text unless the route gives its own, 403
 * Access Denied, or "Form not accepted" for the cross-site refusal, …); any other error is a 500, with the stack in development only. Root uses it
 * as is; a route passes how it words its own 404 or failure.
 */
import { isRouteErrorResponse, useLocation } from "react-router";
import {
  CROSS_SITE,
  isCrossSiteRefusal,
  VERIFY_EMAIL_FIRST,
  VERIFY_EMAIL_WAY,
} from "~/lib/http-errors";
import { ErrorPage } from "./error-page";

export function RouteErrorPage({
  error,
  notFound,
  failure,
}: {
  error: unknown;
  /** This route's 404 page: its title and the way back (the text is the thrown message). */
  notFound?: { title: string; back: { to: string; label: string } };
  /** This route's 500 page: its title, and the text before the error's message. */
  failure?: { title: string; prefix: string };
}) {
  // A refused form (JavaScript on) leads back to the page it was sent from.
  const location = useLocation();
  const back = { to: `${location.pathname}${location.search}`, label: "Back to the page" };
  if (isCrossSiteRefusal(error)) {
    return (
      <ErrorPage status={403} title={CROSS_SITE.title} message={CROSS_SITE.text} back={back} />
    );
  }
  if (isRouteErrorResponse(error)) {
    const isNotFound = error.status === 404 && notFound;
    // An unconfirmed address is no dead end: the button leads to where a new link is sent.
    const isUnconfirmed = error.status === 403 && error.data === VERIFY_EMAIL_FIRST;
    return (
      <ErrorPage
        status={error.status}
        title={isNotFound ? notFound.title : undefined}
        message={typeof error.data === "string" ? error.data : undefined}
        back={isNotFound ? notFound.back : isUnconfirmed ? VERIFY_EMAIL_WAY : undefined}
      />
    );
  }
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  if (failure) {
    const message = error instanceof Error ? error.message : "Unknown error";
    return (
      <ErrorPage
        status={500}
        title={failure.title}
        message={`${failure.prefix}${message}`}
        stack={stack}
      />
    );
  }
  return (
    <ErrorPage
      status={500}
      message={import.meta.env.DEV && error instanceof Error ? error.message : undefined}
      stack={stack}
    />
  );
}
