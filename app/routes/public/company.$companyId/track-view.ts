/**
 * The company page's view event, in a file of its own that the page loads as it hydrates
 * (docs/decisions/087): the analytics code is not in the page's first download, and a file that
 * only a dynamic import loads needs no module namespace helper in every page's runtime.
 */
import { trackEvent } from "~/lib/analytics";

export function trackCompanyView(company: { id: string; name: string }): void {
  trackEvent({ name: "view_item", companyId: company.id, companyName: company.name });
}
