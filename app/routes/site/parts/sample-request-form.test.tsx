// @vitest-environment happy-dom
/**
 * The sample request form built on the form kit renders the controls it had when written by
 * hand: the same labels, required marks, input types, length caps and options.
 */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createRoutesStub, Form } from "react-router";
import { afterEach, expect, it } from "vitest";
import { HOW_HEARD_OPTIONS, PRACTICE_TYPES, YEARS_IN_PRACTICE } from "~/lib/catalogue";
import { LIMITS } from "~/lib/limits";
import { US_STATE_CODES } from "~/lib/us-states";
import { SampleRequestForm } from "./sample-request-form";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const target = {
  companyId: "lumina-dental",
  label: "Lumina Dental Materials",
  products: [{ id: "lumina-flow-a2", name: "Lumina Flow A2" }],
};

let draft: Record<string, string> | undefined;
let changedForms: HTMLFormElement[] = [];

function Page() {
  return (
    <SampleRequestForm
      target={target}
      actionData={undefined}
      isSubmitting={false}
      FormComponent={Form}
      draft={draft}
      onDraftChange={(form) => changedForms.push(form)}
    />
  );
}

async function render() {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  const Stub = createRoutesStub([{ path: "/", Component: Page }]);
  await act(async () => root?.render(<Stub />));
}

let root: Root | null = null;
let container: HTMLElement;

afterEach(async () => {
  await act(async () => root?.unmount());
  container.remove();
  draft = undefined;
  changedForms = [];
});

/** A label's own words, without the required mark or a link's "(opens in a new tab)". */
function labelText(label: HTMLLabelElement) {
  const copy = label.cloneNode(true) as HTMLElement;
  for (const span of copy.querySelectorAll("span")) span.remove();
  return copy.textContent?.trim();
}

function control(label: string) {
  const element = [...container.querySelectorAll("label")].find((l) => labelText(l) === label);
  return container.ownerDocument.getElementById(element?.getAttribute("for") ?? "") as HTMLElement;
}

it("renders every control with its label, required mark, type, length cap and options", async () => {
  await render();

  const expected: [string, { type?: string; maxLength?: number; required: boolean }][] = [
    ["First Name", { type: "text", maxLength: LIMITS.name, required: true }],
    ["Last Name", { type: "text", maxLength: LIMITS.name, required: true }],
    ["Email", { type: "email", maxLength: LIMITS.email, required: true }],
    ["Phone", { type: "tel", maxLength: LIMITS.phone, required: true }],
    ["License Number", { type: "text", maxLength: LIMITS.licenseNumber, required: false }],
    ["NPI", { type: "text", maxLength: 20, required: false }],
    ["Practice Name", { type: "text", maxLength: LIMITS.practiceName, required: true }],
    ["Practice Type", { required: true }],
    ["Years in Practice", { required: true }],
    ["Street Address", { type: "text", maxLength: LIMITS.street, required: true }],
    ["City", { type: "text", maxLength: LIMITS.city, required: true }],
    ["State", { required: true }],
    ["ZIP Code", { type: "text", maxLength: LIMITS.zipCode, required: true }],
    ["Specific Requests", { maxLength: LIMITS.longText, required: false }],
    ["Comments", { maxLength: LIMITS.longText, required: false }],
    ["How did you hear about us?", { required: true }],
    ["I agree to the terms and conditions", { type: "checkbox", required: true }],
    ["Subscribe to SampleTray updates", { type: "checkbox", required: false }],
  ];
  for (const [label, { type, maxLength, required }] of expected) {
    const element = control(label);
    expect(element, label).toBeTruthy();
    if (type) expect(element.getAttribute("type"), label).toBe(type);
    if (maxLength) expect(element.getAttribute("maxlength"), label).toBe(String(maxLength));
    expect(element.getAttribute("aria-required"), label).toBe(required ? "true" : null);
    expect(element.hasAttribute("required"), label).toBe(false);
  }
  const options = (label: string) =>
    [...(control(label) as HTMLSelectElement).options].map((o) => o.value).slice(1);
  expect(options("Practice Type")).toEqual([...PRACTICE_TYPES]);
  expect(options("Years in Practice")).toEqual([...YEARS_IN_PRACTICE]);
  expect(options("How did you hear about us?")).toEqual([...HOW_HEARD_OPTIONS]);
  // State: a select of the codes, each shown by its name (docs/decisions/122).
  const state = control("State") as HTMLSelectElement;
  expect(state.tagName).toBe("SELECT");
  expect(options("State")).toEqual([...US_STATE_CODES]);
  expect(state.querySelector("option[value='CA']")?.textContent).toBe("California");
  expect(state.querySelector("option[value='PR']")?.textContent).toBe("Puerto Rico");
  // The required mark: a visible asterisk and a "(required)" for screen readers, text fields only.
  expect(
    [...container.querySelectorAll(".sr-only")].filter((e) => e.textContent === " (required)"),
  ).toHaveLength(12);
  expect(container.querySelector("form")?.noValidate).toBe(true);
  expect(
    [...container.querySelectorAll("input[type=hidden]")].map((i) => i.getAttribute("name")),
  ).toEqual(["companyId", "productId", "_submission", "_started"]);
});

it("links the terms box's label to the terms page, in a new tab", async () => {
  await render();
  const terms = control("I agree to the terms and conditions");
  const link = container.querySelector(`label[for="${terms.id}"] a`);
  expect(link?.getAttribute("href")).toBe("/terms");
  expect(link?.getAttribute("target")).toBe("_blank");
  expect(link?.textContent).toBe("terms and conditions (opens in a new tab)");
});

it("starts from a draft and reports every change so the modal can keep one", async () => {
  draft = { firstName: "Dana", practiceType: "Orthodontics", agreedToTerms: "on" };
  await render();
  expect((control("First Name") as HTMLInputElement).value).toBe("Dana");
  expect((control("Practice Type") as HTMLSelectElement).value).toBe("Orthodontics");
  expect((control("I agree to the terms and conditions") as HTMLInputElement).checked).toBe(true);
  const city = control("City") as HTMLInputElement;
  await act(async () => {
    // As typing does: React watches the native setter, not the property.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(city, "Boise");
    city.dispatchEvent(new Event("input", { bubbles: true }));
  });
  expect(changedForms.at(-1)).toBe(container.querySelector("form"));
});
