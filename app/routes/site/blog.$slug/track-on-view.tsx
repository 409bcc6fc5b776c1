import { useEffect } from "react";
import { useNonce } from "~/components/nonce";
import { type AnalyticsEvent, trackEvent, trackEventScript } from "~/lib/analytics";
import { useIsScriptless } from "~/lib/page-scripts";

/**
 * Sends a usage event when the page is viewed: from an effect on a hydrated page, or, on a page
 * that ships no scripts (docs/decisions/082), from a small inline script run as the HTML is
 * parsed. `withPageLocation` adds the page's address. The event is sent once per `eventKey`.
 */
export function TrackOnView({
  event,
  eventKey,
  withPageLocation = false,
}: {
  event: AnalyticsEvent;
  eventKey: string;
  withPageLocation?: boolean;
}) {
  const nonce = useNonce();
  const isScriptless = useIsScriptless();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per event key
  useEffect(() => {
    const isLocated = withPageLocation && event.name === "select_content";
    trackEvent(isLocated ? { ...event, pageLocation: window.location.href } : event);
  }, [eventKey]);
  if (!isScriptless) return null;
  return (
    <script
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own code; the event is JSON with < escaped
      dangerouslySetInnerHTML={{ __html: trackEventScript(event, withPageLocation) }}
    />
  );
}
