/**
 * Resolves on the page's first interaction (browser only): a pointer press, a key, a focus or an
 * input anywhere on the page, or the router's first navigation, fetcher or revalidation.
 * Code loaded on interaction (app/components/hydrate-on-interaction.tsx) waits for it.
 *
 * Anywhere, not only inside the form: React holds back a router update (a transition) that
 * reaches server HTML it has not hydrated yet until that HTML's code is in, so that code must be
 * on its way before any navigation or fetcher commits.
 */
const EVENTS = ["pointerdown", "keydown", "focusin", "input", "touchstart"] as const;

interface RouterState {
  navigation: { state: string };
  fetchers: { size: number };
  revalidation: string;
}
interface Router {
  subscribe(listener: (state: RouterState) => void): () => void;
}

/** Not the router's own updates as it learns routes that links on the page lead to. */
function isUserWork(state: RouterState): boolean {
  return (
    state.navigation.state !== "idle" || state.fetchers.size > 0 || state.revalidation !== "idle"
  );
}

let first: Promise<void> | undefined;

export function firstInteraction(): Promise<void> {
  first ??= new Promise((resolve) => {
    let unsubscribe: (() => void) | undefined;
    const done = () => {
      for (const type of EVENTS) window.removeEventListener(type, done, true);
      unsubscribe?.();
      resolve();
    };
    for (const type of EVENTS)
      window.addEventListener(type, done, { capture: true, passive: true });
    // HydratedRouter's router (react-router/dom), created before the page renders.
    const router = (window as { __reactRouterDataRouter?: Router }).__reactRouterDataRouter;
    unsubscribe = router?.subscribe((state) => {
      if (isUserWork(state)) done();
    });
    // Focus already in the page (a click before the scripts ran) counts.
    if (document.activeElement && document.activeElement !== document.body) done();
  });
  return first;
}
