// @vitest-environment happy-dom
/**
 * The login and signup pages offer Google sign-in only when the site has it configured: the
 * public never sees a disabled "Continue with Google" that says it is not configured.
 */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import Login from "~/routes/public/login";
import Signup from "~/routes/public/signup";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let container: HTMLElement;

afterEach(async () => {
  await act(async () => root?.unmount());
  container.remove();
});

async function render(path: "/login" | "/signup", isGoogleConfigured: boolean) {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  const loaderData = { redirectTo: "/", isGoogleConfigured, googleError: null, notice: null };
  const Stub = createRoutesStub([
    { path: "/login", Component: Login as never, loader: () => loaderData, HydrateFallback },
    { path: "/signup", Component: Signup as never, loader: () => loaderData, HydrateFallback },
  ]);
  await act(async () => root?.render(<Stub initialEntries={[path]} />));
  // The stub's loader resolves after the first render.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(container.querySelector("h1")?.textContent).toMatch(/Sign in|Create account/);
}

const HydrateFallback = () => null;

const googleControls = () =>
  [...container.querySelectorAll("a, button")].filter((e) => /Google/.test(e.textContent ?? ""));

describe.each(["/login", "/signup"] as const)("%s", (path) => {
  it("shows no Google sign-in, and no word of it, when it is not configured", async () => {
    await render(path, false);
    expect(googleControls()).toEqual([]);
    expect(container.textContent).not.toMatch(/Google|not configured/);
  });

  it("offers Continue with Google when it is configured", async () => {
    await render(path, true);
    expect(googleControls().map((e) => e.textContent)).toEqual(["Continue with Google"]);
  });
});
