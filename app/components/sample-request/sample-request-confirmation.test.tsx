// @vitest-environment happy-dom
/**
 * The confirmation says what happened: one supplier or each of several will contact the
 * requester, and the private status link is in the e-mail (issue 23 point 7).
 */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createRoutesStub } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import type { RequestedSummary } from "~/forms/sample-request";
import { SampleRequestConfirmation } from "./sample-request-confirmation";

// generate_lead would post to /api/events: nothing listens in a component test.
vi.mock("~/lib/analytics", () => ({ trackEvent: vi.fn() }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let container: HTMLElement;

afterEach(async () => {
  await act(async () => root?.unmount());
  container.remove();
});

let summary: RequestedSummary = { companies: [] };

function Page() {
  return <SampleRequestConfirmation summary={summary} />;
}

async function render(names: string[]) {
  summary = { companies: names.map((name, i) => ({ id: `c${i}`, name, products: [] })) };
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  const Stub = createRoutesStub([{ path: "/", Component: Page }]);
  await act(async () => root?.render(<Stub />));
  return container.textContent ?? "";
}

it("tells a request to one supplier that the supplier will contact them, and where to follow it", async () => {
  const text = await render(["Lumina Dental Materials"]);
  expect(text).toContain("The supplier will contact you directly.");
  expect(text).not.toContain("Each supplier");
  expect(text).toContain("private link where you can follow the status of your request");
});

it("tells a request to many suppliers that each will contact them, and where to follow it", async () => {
  const text = await render(["Lumina Dental Materials", "Apex Ortho"]);
  expect(text).toContain("sent to 2 suppliers. Each supplier will contact you directly.");
  expect(text).toContain("private link where you can follow the status of your request");
});
