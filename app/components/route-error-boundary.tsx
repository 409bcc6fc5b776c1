/**
 * The one error boundary (docs/decisions/041-errors-and-loaders.md): every route's
 * `ErrorBoundary` renders `RouteErrorPage` (route-error-page.tsx) through this name, or, for a
 * page whose 404 has its own title and way back, through `notFoundBoundary`.
 */
import { RouteErrorPage } from "./route-error-page";

export { RouteErrorPage as RouteErrorBoundary };

/** A route's error boundary whose 404 page has its own title and way back. */
export function notFoundBoundary(title: string, back: { to: string; label: string }) {
  return function NotFoundBoundary({ error }: { error: unknown }) {
    return <RouteErrorPage error={error} notFound={{ title, back }} />;
  };
}
