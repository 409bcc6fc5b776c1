/**
 * A server-rendered component whose browser code (e.g. a form and the form kit) downloads on the
 * page's first interaction instead of with the page (docs/decisions/085). `load` must be an arrow
 * around a dynamic `import()`, so that the bundler makes that code a file of its own.
 *
 * The server loads it at start-up and renders it at once, as `deferredComponent` does. In the
 * browser it is `React.lazy` inside a `<Suspense>` with no fallback: React leaves the server's
 * HTML as it is until the code is in, so until then a form is the plain HTML form and posts to
 * its action like a page without scripts. The code starts downloading on the first pointer press,
 * key, focus or input anywhere on the page, or the router's first change (first-interaction.ts);
 * at once when `isNeededAtOnce(props)` (e.g. the server rendered the form's errors, whose field
 * should take focus) or when it first renders after a client-side navigation.
 */
import { type ComponentType, lazy, memo, Suspense, useState } from "react";
import { firstInteraction } from "~/lib/first-interaction";
import { serverRenderedLocationKey } from "~/lib/hydration";
import { resolvedAtOnce } from "./deferred-component";
import { loadBeforeServing } from "./server-loads";

type Module<P> = { default: ComponentType<P> };

interface RouterState {
  location: { key: string };
  navigation: { state: string };
}

/**
 * True while the browser is on the page the server rendered and not leaving it; also before the
 * router exists, when the page's modules are first evaluated.
 */
function isServerRenderedPage(): boolean {
  const router = (window as { __reactRouterDataRouter?: { state: RouterState } })
    .__reactRouterDataRouter;
  if (!router) return true;
  const { location, navigation } = router.state;
  return location.key === serverRenderedLocationKey() && navigation.state === "idle";
}

export function hydrateOnInteraction<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isNeededAtOnce: (props: P) => boolean = () => false,
) {
  let loaded: Module<P> | undefined;
  let pending: Promise<Module<P>> | undefined;
  const loadOnce = () => {
    pending ??= load().then((component) => {
      loaded = { default: component };
      return loaded;
    });
    return pending;
  };
  // The server loads it at start-up, before the first request renders it (server-loads.ts); a
  // route module evaluated for a client-side navigation starts it beside the route's data.
  if (import.meta.env.SSR) loadBeforeServing(loadOnce());
  else if (!isServerRenderedPage()) void loadOnce();
  let isWanted = false;
  const Lazy = lazy(() =>
    loaded
      ? resolvedAtOnce(loaded)
      : import.meta.env.SSR || isWanted || !isServerRenderedPage()
        ? loadOnce()
        : firstInteraction().then(loadOnce),
  );
  // Memoised: new props before the code is in would make React drop the server's HTML and
  // show nothing until then, so a parent's re-render with the same props must not reach it.
  // Called once, at the top level of the module that defines the component.
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, not per render
  return memo(function HydrateOnInteraction(props: P) {
    if (isNeededAtOnce(props)) isWanted = true;
    // Server HTML to keep: a boundary of its own. After a client-side navigation none, so that the
    // navigation waits for the code as it does for the route's module, and the page (with a field
    // a link's focus goes to) appears whole.
    const [hasServerHtml] = useState(() => import.meta.env.SSR || isServerRenderedPage());
    return hasServerHtml ? (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    ) : (
      <Lazy {...props} />
    );
  });
}
