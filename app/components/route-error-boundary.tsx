/**
 * The one error boundary (docs/decisions/041-errors-and-loaders.md): every route's
 * `ErrorBoundary` renders `RouteErrorPage` (route-error-page.tsx) through this. Most pages never
 * show it, so the browser loads its code only when one does (docs/decisions/084); the server
 * renders it as before.
 */
import { deferredComponent } from "./deferred-component";

export const RouteErrorBoundary = deferredComponent(() =>
  import("./route-error-page").then((m) => m.RouteErrorPage),
);
