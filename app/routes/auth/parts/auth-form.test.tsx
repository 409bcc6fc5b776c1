// @vitest-environment happy-dom
/**
 * The login and signup pages offer Google sign-in only when the site has it configured: the
 * public never sees a disabled "Continue with Google" that says it is not configured.
 */
import { act } from "react";
import { describe, expect, it } from "vitest";
import Login from "~/routes/auth/login/route";
import Signup from "~/routes/auth/signup/route";
import { renderRoutes } from "../../../../tests/helpers/render-in-router";

let container: HTMLElement;

async function render(path: "/login" | "/signup", isGoogleConfigured: boolean) {
  const loaderData = { redirectTo: "/", isGoogleConfigured, googleError: null, notice: null };
  container = await renderRoutes(
    [
      { path: "/login", Component: Login as never, loader: () => loaderData, HydrateFallback },
      { path: "/signup", Component: Signup as never, loader: () => loaderData, HydrateFallback },
    ],
    path,
  );
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
