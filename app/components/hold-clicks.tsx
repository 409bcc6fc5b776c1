/**
 * `hydrateOnInteraction` (hydrate-on-interaction.tsx, docs/decisions/085) for content whose
 * clicks must not take the plain path while its code downloads (docs/decisions/087): links that
 * open a dialog (Request Samples, Make Request to All), Show more, the category filter.
 *
 * React does not run the handlers of server HTML it has not hydrated (it cannot hydrate it at
 * once without its code), so a link would be followed as a plain link and a button would do
 * nothing. Here a click inside the content before then is stopped on `window`, before React and
 * the browser act on it, and clicked again once the content has hydrated; if its code fails to
 * load, again without holding, so that the plain path still works. A click with a modifier key or
 * another button (a link opened in a new tab) is left to the browser, and so is one that ticks a
 * checkbox or a radio button (or its label): the box shows it at once, and the content reads the
 * boxes' state when it hydrates (ProductPicker). A link to a new tab (Visit Website) opens at
 * once too, as a tab opened later could be blocked as a popup; once the content has hydrated its
 * click goes to React's handlers again (the `click` event), with the browser's part cancelled.
 *
 * The content sits in an element of its own (`display: contents`, so the layout is the same).
 */
import { type ComponentType, createElement, memo, useLayoutEffect, useRef } from "react";
import { firstInteraction } from "~/lib/first-interaction";
import { hydrateOnInteraction } from "./hydrate-on-interaction";

function holdClicks(area: HTMLElement, code: Promise<unknown>, hydrated: Promise<unknown>) {
  const held: HTMLElement[] = [];
  const opened: HTMLElement[] = [];
  let isHolding = true;
  const hold = (event: MouseEvent) => {
    // The element clicked, or the one holding the SVG clicked (that has no click()).
    let target = event.target instanceof Element ? event.target : null;
    while (target && !(target instanceof HTMLElement)) target = target.parentElement;
    if (!isHolding || !target || !area.contains(target)) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    const control = target.closest("label")?.control ?? target;
    if (control instanceof HTMLInputElement && /^(checkbox|radio)$/.test(control.type)) return;
    if (target.closest("a[target=_blank]")) {
      opened.push(target);
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    held.push(target);
  };
  window.addEventListener("click", hold, true);
  const release = (hasHydrated: boolean) => {
    isHolding = false;
    window.removeEventListener("click", hold, true);
    for (const target of held.splice(0)) if (target.isConnected) target.click();
    for (const target of opened.splice(0)) {
      if (!hasHydrated || !target.isConnected) continue;
      const click = new MouseEvent("click", { bubbles: true, cancelable: true });
      target.addEventListener("click", (event) => event.preventDefault(), { once: true });
      target.dispatchEvent(click);
    }
  };
  hydrated.then(() => setTimeout(() => release(true)));
  code.catch(() => release(false));
}

export function hydrateOnInteractionHoldingClicks<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isNeededAtOnce?: (props: P) => boolean,
) {
  let isHydrated = false;
  let markHydrated: () => void = () => {};
  const hydrated = new Promise<void>((resolve) => {
    markHydrated = () => {
      isHydrated = true;
      resolve();
    };
  });
  let code: Promise<ComponentType<P>> | undefined;
  const Content = hydrateOnInteraction(() => {
    code = load().then(
      (component) =>
        // biome-ignore lint/correctness/noComponentHookFactories: made once, when the code is in
        function Hydrated(props: P) {
          useLayoutEffect(() => markHydrated(), []);
          return createElement(component, props);
        },
    );
    return code;
  }, isNeededAtOnce);
  // Called once, at the top level of the module that defines the component.
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, not per render
  return memo(function HeldClicks(props: P) {
    const area = useRef<HTMLDivElement>(null);
    // The content's own effect runs first: when its code was in, nothing is held.
    useLayoutEffect(() => {
      if (!isHydrated && area.current) {
        holdClicks(
          area.current,
          firstInteraction().then(() => code),
          hydrated,
        );
      }
    }, []);
    return (
      <div ref={area} className="contents">
        <Content {...props} />
      </div>
    );
  });
}
