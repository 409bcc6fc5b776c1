/**
 * /api/v1/… that is no resource of the API: 404 as problem+json for every method, not the site's
 * HTML page (issue 38 point 5). The API's layout (layout.ts) answers it before a body is read;
 * this route is the router's own answer.
 */
import { problem } from "./http.server";

const NO_SUCH_ADDRESS = "No such address in this API: see /developers for its paths.";

export function loader() {
  return problem("not-found", NO_SUCH_ADDRESS);
}

export function action() {
  return problem("not-found", NO_SUCH_ADDRESS);
}
