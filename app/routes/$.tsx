import { data } from "react-router";

/** Every URL no other route matches: a 404 rendered by the root error boundary. */
export function loader() {
  throw data("The page you're looking for doesn't exist or has moved.", { status: 404 });
}

export default function NotFound() {
  return null;
}
