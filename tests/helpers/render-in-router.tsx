/**
 * Component tests in happy-dom: renders routes made by createRoutesStub (a form or a link needs a
 * router around it) into a fresh container, and unmounts it after each test.
 */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createRoutesStub } from "react-router";
import { afterEach } from "vitest";

// React's act() needs this flag outside its own test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let container: HTMLElement | null = null;

afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  root = null;
  container = null;
});

/** Renders the stub's routes at `path`; the container the page is in. */
export async function renderRoutes(
  routes: Parameters<typeof createRoutesStub>[0],
  path = "/",
): Promise<HTMLElement> {
  const shown = document.createElement("div");
  document.body.append(shown);
  container = shown;
  root = createRoot(shown);
  const Stub = createRoutesStub(routes);
  await act(async () => root?.render(<Stub initialEntries={[path]} />));
  return shown;
}

/** What the stub's one route shows (see `renderInRouter`). */
let shownElement: React.ReactNode = null;
function Shown() {
  return shownElement;
}

/** Renders one element as the page at "/". */
export function renderInRouter(element: React.ReactNode): Promise<HTMLElement> {
  shownElement = element;
  return renderRoutes([{ path: "/", Component: Shown }]);
}
