/**
 * Pages that need no browser JavaScript (docs/decisions/082). A route exports
 * `handle = NO_SCRIPTS`; when any route of a page asks for it, the root layout leaves out
 * `<Scripts />` and `<ScrollRestoration />`, so the page downloads no script at all: its links
 * are plain document navigations and its forms (the header's search and sign-out) plain forms.
 * `npm run bench:js` reads the same flag.
 */
import { useMatches } from "react-router";

export const NO_SCRIPTS = { hydrate: false } as const;

export function isScriptlessHandle(handle: unknown): boolean {
  return (
    typeof handle === "object" &&
    handle !== null &&
    (handle as { hydrate?: unknown }).hydrate === false
  );
}

/**
 * True while the server renders a page that ships no scripts. Always false in the browser: a
 * page running there is hydrated, and reaching a scriptless route by a client-side navigation
 * keeps everything interactive.
 */
export function useIsScriptless(): boolean {
  const matches = useMatches();
  return typeof document === "undefined" && matches.some((m) => isScriptlessHandle(m.handle));
}
