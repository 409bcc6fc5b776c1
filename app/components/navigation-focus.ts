/**
 * Focus after a navigation the header started. A client-side navigation leaves focus on the link
 * that was followed (often inside a menu that has just closed), so keyboard and screen-reader
 * users would start from nowhere on the new page. The header's links pass `FOCUS_AFTER_NAVIGATION`
 * as their state; once the page has rendered, focus moves to the `#fragment`'s first field (the
 * Subscribe e-mail field) or heading, else to the page's main heading.
 */
import { useEffect } from "react";
import { useLocation } from "react-router";

export const FOCUS_AFTER_NAVIGATION = { isFocusMoved: true } as const;

export function hasFocusRequest(state: unknown): boolean {
  return (
    typeof state === "object" &&
    state !== null &&
    (state as { isFocusMoved?: unknown }).isFocusMoved === true
  );
}

/** The element a navigation to `hash` (or to the page, with no hash) should focus. */
export function focusTarget(hash: string): HTMLElement | null {
  if (hash.length > 1) {
    const section = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!section) return null;
    // A section holding a form (Subscribe) is there to be filled in: its first field. Any other
    // (Top Free) is read from its heading.
    const field = section.querySelector("form")
      ? section.querySelector<HTMLElement>("input:not([type='hidden']), textarea, select")
      : null;
    return field ?? section.querySelector<HTMLElement>("h1, h2, h3") ?? section;
  }
  return document.querySelector<HTMLElement>("main h1") ?? document.getElementById("main");
}

export function useFocusAfterNavigation() {
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per navigation (its key)
  useEffect(() => {
    if (!hasFocusRequest(location.state)) return;
    const target = focusTarget(location.hash);
    if (!target) return;
    // A heading or section is not focusable by itself; -1 makes it a focus target only.
    if (target.tabIndex < 0 && !target.hasAttribute("tabindex")) {
      target.setAttribute("tabindex", "-1");
    }
    // The scroll restoration has already scrolled to the fragment or to the top.
    target.focus({ preventScroll: true });
  }, [location.key]);
}
