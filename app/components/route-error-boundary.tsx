/**
 * The one error boundary (docs/decisions/041-errors-and-loaders.md): every route's
 * `ErrorBoundary` renders `RouteErrorPage` (route-error-page.tsx) through this name; a page whose
 * 404 has its own title and way back passes them as `notFound`.
 */
export { RouteErrorPage as RouteErrorBoundary } from "./route-error-page";
