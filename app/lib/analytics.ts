/**
 * The usage events (docs/product.md#usage-events-and-dates), sent from the browser through this
 * one function: to Google Analytics when the page loaded gtag (only when GA_MEASUREMENT_ID is
 * set), and always to the first-party endpoint POST /api/events, which stores them without
 * personal data.
 */
export type AnalyticsEvent =
  | {
      name: "select_content";
      contentType: string;
      contentId: string;
      contentTitle?: string;
      contentCategory?: string;
      pageLocation?: string;
    }
  | { name: "view_item"; companyId: string; companyName: string }
  | { name: "click"; url: string; companyId?: string }
  | { name: "generate_lead"; companyId?: string; value: 1; currency: "USD" };

export const ANALYTICS_ENDPOINT = "/api/events";

declare global {
  interface Window {
    gtag?: (command: "event", name: string, params: Record<string, unknown>) => void;
  }
}

function gtagParams(event: AnalyticsEvent): Record<string, unknown> {
  switch (event.name) {
    case "select_content":
      return {
        content_type: event.contentType,
        content_id: event.contentId,
        content_title: event.contentTitle,
        content_category: event.contentCategory,
        page_location: event.pageLocation,
      };
    case "view_item":
      return { item_id: event.companyId, item_name: event.companyName };
    case "click":
      return { link_url: event.url, company_id: event.companyId };
    case "generate_lead":
      return { value: event.value, currency: event.currency, company_id: event.companyId };
  }
}

/**
 * `isRecordedByServer`: the server already recorded this event first-party (a company page's
 * document view, docs/decisions/119), so it goes to Google Analytics only.
 */
export function trackEvent(
  event: AnalyticsEvent,
  { isRecordedByServer = false }: { isRecordedByServer?: boolean } = {},
): void {
  if (typeof window === "undefined") return;
  window.gtag?.("event", event.name, gtagParams(event));
  if (isRecordedByServer) return;
  const body = JSON.stringify({ ...event, path: window.location.pathname });
  const blob = new Blob([body], { type: "application/json" });
  if (!navigator.sendBeacon?.(ANALYTICS_ENDPOINT, blob)) {
    fetch(ANALYTICS_ENDPOINT, {
      method: "POST",
      body,
      headers: { "Content-Type": "application/json" },
      keepalive: true,
    }).catch(() => {});
  }
}

const asScriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * `trackEvent` as a few hundred bytes of inline code, for a page that ships no scripts
 * (docs/decisions/082): it runs as the HTML is parsed. `withPageLocation` adds the page's address
 * (`pageLocation`, gtag's `page_location`) in the browser.
 */
export function trackEventScript(event: AnalyticsEvent, withPageLocation = false): string {
  const location = withPageLocation ? "e.pageLocation=l.href;g.page_location=l.href;" : "";
  const post = `fetch(u,{method:"POST",body:b,headers:{"Content-Type":"application/json"},keepalive:true}).catch(function(){})`;
  return `(function(e,g,u){var l=window.location;${location}if(window.gtag)window.gtag("event",e.name,g);var b=JSON.stringify(Object.assign({},e,{path:l.pathname}));if(!(navigator.sendBeacon&&navigator.sendBeacon(u,new Blob([b],{type:"application/json"}))))${post}})(${asScriptJson(event)},${asScriptJson(gtagParams(event))},${asScriptJson(ANALYTICS_ENDPOINT)});`;
}
