/**
 * Which page the server rendered: code that waits for a first interaction
 * (app/components/hydrate-on-interaction.tsx) waits only there. A page reached by a client-side
 * navigation has no server HTML to show meanwhile, so its code loads at once.
 */
import { useLocation } from "react-router";

let serverRenderedKey: string | undefined;

/** Called by the root layout, whose first render in the browser is the server's page. */
export function useNoteServerRenderedPage(): void {
  const { key } = useLocation();
  if (!import.meta.env.SSR) serverRenderedKey ??= key;
}

interface RouterState {
  location: { key: string };
  navigation: { state: string };
}

/**
 * True while the browser is on the page the server rendered and not leaving it (browser only);
 * also before the router exists, when the page's modules are first evaluated.
 */
export function isServerRenderedPage(): boolean {
  const router = (window as { __reactRouterDataRouter?: { state: RouterState } })
    .__reactRouterDataRouter;
  if (!router) return true;
  const { location, navigation } = router.state;
  return location.key === serverRenderedKey && navigation.state === "idle";
}
