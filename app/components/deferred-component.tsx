/**
 * A component that most pages never show (an error page, a one-time banner), whose code the
 * browser downloads only when a page does (docs/decisions/084). `load` must be an arrow around a
 * dynamic `import()`, so that the bundler makes that code a file of its own.
 *
 * The server loads it at start-up and renders it at once: the HTML is complete and the same with
 * or without JavaScript, with no streamed fallback. In the browser it is `React.lazy` inside a
 * `<Suspense>` with no fallback: a server-rendered one stays as it is until its code is in and it
 * hydrates; one that appears after a navigation shows once its code is in.
 */
import { type ComponentType, lazy, Suspense } from "react";
import { loadBeforeServing } from "./server-loads";

type Module<P> = { default: ComponentType<P> };

/** A thenable that calls back at once, so that React.lazy renders without suspending. */
export function resolvedAtOnce<T>(value: T): Promise<T> {
  // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose (see above)
  return { then: (resolve: (value: T) => void) => resolve(value) } as unknown as Promise<T>;
}

export function deferredComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loaded: Module<P> | undefined;
  const loadOnce = () =>
    load().then((component) => {
      loaded = { default: component };
      return loaded;
    });
  // The server loads it at start-up, before the first request renders it (server-loads.ts).
  if (import.meta.env.SSR) loadBeforeServing(loadOnce());
  const Lazy = lazy(() => (loaded ? resolvedAtOnce(loaded) : loadOnce()));
  // Called once, at the top level of the module that defines the component.
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, not per render
  return function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
