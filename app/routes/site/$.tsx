import { notFound } from "~/lib/http-errors";
import { NO_SCRIPTS } from "~/lib/page-scripts";

/** Every URL no other route matches: a 404 rendered by the root error boundary. */
/** Nothing here needs client code: the page ships no JavaScript (docs/decisions/082). */
export const handle = NO_SCRIPTS;

export function loader() {
  notFound();
}

export default function NotFound() {
  return null;
}
