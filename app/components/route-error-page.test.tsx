// @vitest-environment happy-dom
/**
 * The error boundary's page for the cross-site refusal (issue 23 point 1): a form outside the form
 * kit, refused with JavaScript on, gets "Form not accepted" with the reason and a way back to the
 * page it was on, not "Access Denied" or "Something went wrong".
 */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createRoutesStub, data } from "react-router";
import { afterEach, expect, it } from "vitest";
import { CROSS_SITE } from "~/lib/http-errors";
import { RouteErrorPage } from "./route-error-page";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
const container = document.createElement("div");

afterEach(async () => {
  await act(async () => root?.unmount());
  container.remove();
});

function Nothing() {
  return null;
}

function Boundary({ error }: { error: unknown }) {
  return <RouteErrorPage error={error} />;
}

async function renderRefusal(reason: string) {
  const Stub = createRoutesStub([
    {
      path: "/company/:slug",
      Component: Nothing,
      loader: () => {
        throw data(reason, { status: 403 });
      },
      ErrorBoundary: Boundary,
    },
  ]);
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root?.render(<Stub initialEntries={["/company/lumina-dental?x=1"]} />));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
}

it("shows the cross-site refusal's reason under its own title, leading back to the page", async () => {
  await renderRefusal(CROSS_SITE.text);
  expect(container.querySelector("h1")?.textContent).toBe(CROSS_SITE.title);
  expect(container.textContent).toContain(CROSS_SITE.text);
  const back = [...container.querySelectorAll("a")].find(
    (a) => a.textContent === "Back to the page",
  );
  expect(back?.getAttribute("href")).toBe("/company/lumina-dental?x=1");
});

it("leaves any other 403 as Access Denied", async () => {
  await renderRefusal("Admins only.");
  expect(container.querySelector("h1")?.textContent).toBe("Access Denied");
  expect(container.textContent).toContain("Admins only.");
});
