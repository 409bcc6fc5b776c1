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

/** The location key of the page the server rendered (browser only, once the root rendered). */
export function serverRenderedLocationKey(): string | undefined {
  return serverRenderedKey;
}
