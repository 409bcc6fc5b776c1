import { notFound } from "~/lib/http-errors";

/** Every URL no other route matches: a 404 rendered by the root error boundary. */
export function loader() {
  notFound();
}

export default function NotFound() {
  return null;
}
