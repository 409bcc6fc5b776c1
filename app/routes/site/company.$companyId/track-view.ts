/**
 * The company page's view event, in a file of its own that the page loads as it hydrates
 * (docs/decisions/087): the analytics code is not in the page's first download, and a file that
 * only a dynamic import loads needs no module namespace helper in every page's runtime.
 *
 * The server counts a view of the page's document itself, with the products it arrived with
 * selected (server/page-views.ts, docs/decisions/119), so the first-party record gets the view
 * from here only for a client-side navigation; Google Analytics gets every view from here.
 */
import { trackEvent } from "~/lib/analytics";

let isFirstView = true;

/** Whether this view is the page's document, which the server already counted. */
function isDocumentView(): boolean {
  const wasFirst = isFirstView;
  isFirstView = false;
  if (!wasFirst) return false;
  const [entry] = performance.getEntriesByType?.("navigation") ?? [];
  return entry ? new URL(entry.name).pathname === window.location.pathname : true;
}

export function trackCompanyView(
  company: { id: string; name: string },
  preselected: readonly { id: string; name: string; category: string }[] = [],
): void {
  const options = { isRecordedByServer: isDocumentView() };
  trackEvent({ name: "view_item", companyId: company.id, companyName: company.name }, options);
  // A product chosen in search arrives selected: its card was opened, a product view.
  for (const product of preselected) {
    trackEvent(
      {
        name: "select_content",
        contentType: "product",
        contentId: product.id,
        contentTitle: product.name,
        contentCategory: product.category,
      },
      options,
    );
  }
}
