/**
 * Expected failures thrown from loaders as responses, rendered by `RouteErrorBoundary`
 * (docs/decisions/041-errors-and-loaders.md).
 */
import { data } from "react-router";

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

/** Throws the 404 response: the page's main subject (a company, a post) does not exist. */
export function notFound(message: string = NOT_FOUND.text): never {
  throw data(message, { status: 404 });
}
