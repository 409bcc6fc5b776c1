/**
 * The one error boundary (docs/decisions/041-errors-and-loaders.md): every route's
 * `ErrorBoundary` renders `RouteErrorPage` (route-error-page.tsx) through this name.
 */
export { RouteErrorPage as RouteErrorBoundary } from "./route-error-page";
