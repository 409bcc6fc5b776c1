/**
 * For a form loaded on interaction (hydrate-on-interaction.tsx) that a header link leads to
 * (Subscribe, to /#subscribe): the link may arrive before the form's code does, and focus then
 * went to the section's heading (navigation-focus.ts). Once the form is in, if focus is still
 * there, it moves to the form's first field, as the link meant.
 */
import { useEffect } from "react";
import { useLocation } from "react-router";
import { focusTarget, hasFocusRequest } from "./navigation-focus";

export function useFocusWhenIn(): void {
  const { state, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the code is in
  useEffect(() => {
    if (!hasFocusRequest(state) || hash.length < 2) return;
    const section = document.getElementById(decodeURIComponent(hash.slice(1)));
    const active = document.activeElement;
    if (!section || !active || !section.contains(active) || active.closest("form")) return;
    const target = focusTarget(hash);
    if (target && target !== active) target.focus({ preventScroll: true });
  }, []);
}
