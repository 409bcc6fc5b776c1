// @vitest-environment happy-dom
/**
 * Component tests of the form kit: the browser half (useForm and the field controls) in a router
 * made by createRoutesStub, posting to an action that uses the server half (parseSubmission).
 */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createRoutesStub, Form, useActionData, useLoaderData } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CheckboxField, FormAlert, SelectField, TextField } from "~/components/form/fields";
import { testFormSchema } from "../../tests/helpers/form-kit";
import type { FormFailure } from "./kit";
import { parseSubmission } from "./parse-submission.server";
import { useForm } from "./use-form";

// React's act() needs this flag outside its own test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What the form is given: its definition, the same module the action parses with. */
const forms = { "its definition": testFormSchema };
let form = testFormSchema;

function TestForm({ lastResult }: { lastResult?: FormFailure | undefined }) {
  const { field, formError, props } = useForm(form, lastResult);
  return (
    <Form {...props} method="post" aria-label="Test form">
      <FormAlert>{formError}</FormAlert>
      <TextField {...field("name")} label="Name" />
      <TextField {...field("email")} label="Email" />
      <SelectField {...field("kind")} label="Kind" />
      <CheckboxField {...field("terms")} label="I agree" />
      <button type="submit">Send</button>
    </Form>
  );
}

function ActionForm() {
  const result = useActionData<FormFailure | { ok: true }>();
  return (
    <>
      <TestForm lastResult={result && !result.ok ? result : undefined} />
      {result?.ok ? <p>Sent</p> : null}
    </>
  );
}

function PlainForm() {
  return <TestForm />;
}

/** A page showing a server answer (as after a post without JavaScript). */
const serverAnswer: FormFailure = {
  ok: false,
  errors: { kind: "Please choose a valid kind" },
  values: { name: "Dana", email: "dana@example.com", terms: "on" },
  formError: "Failed to submit request. Please try again.",
};

function AnsweredForm() {
  return <TestForm lastResult={useLoaderData<FormFailure>()} />;
}

function Nothing() {
  return null;
}

let root: Root | null = null;
let container: HTMLElement;

async function render(Stub: React.ComponentType) {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root?.render(<Stub />));
}

afterEach(async () => {
  await act(async () => root?.unmount());
  container.remove();
  root = null;
});

const input = (label: string) => {
  const labelElement = [...container.querySelectorAll("label")].find((l) =>
    l.textContent?.startsWith(label),
  );
  const id = labelElement?.getAttribute("for") ?? "";
  return container.ownerDocument.getElementById(id) as HTMLInputElement;
};

const describedText = (control: HTMLElement) =>
  (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => container.ownerDocument.getElementById(id)?.textContent)
    .join(" ");

async function submit() {
  const form = container.querySelector("form") as HTMLFormElement;
  await act(async () => {
    form.requestSubmit(form.querySelector<HTMLButtonElement>("button[type=submit]"));
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

function fill(control: HTMLInputElement | HTMLSelectElement, value: string) {
  control.value = value;
}

describe.each(Object.entries(forms))("the form kit in the browser, given %s", (_, given) => {
  beforeEach(() => {
    form = given;
  });

  it("takes required, maxLength, type and options from the schema", async () => {
    await render(createRoutesStub([{ path: "/", Component: PlainForm }]));
    expect(input("Name").getAttribute("maxlength")).toBe("20");
    expect(input("Name").getAttribute("aria-required")).toBe("true");
    expect(input("Email").getAttribute("type")).toBe("email");
    const kind = input("Kind") as unknown as HTMLSelectElement;
    expect([...kind.options].map((o) => o.value)).toEqual(["", "Clinic", "Lab"]);
    expect(container.querySelector("form")?.noValidate).toBe(true);
  });

  it("shows each message linked by aria-describedby and focuses the first invalid field", async () => {
    let posted = 0;
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: ActionForm,
        action: async () => {
          posted++;
          return { ok: true };
        },
      },
    ]);
    await render(Stub);
    fill(input("Email"), "not-an-email");
    await submit();
    expect(posted).toBe(0);
    expect(describedText(input("Name"))).toBe("Name is required");
    expect(describedText(input("Email"))).toBe("Please enter a valid email address");
    expect(describedText(input("I agree"))).toBe("You must agree to the terms and conditions");
    expect(input("Email").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(input("Name"));
  });

  it("posts valid input to the action, whose parseSubmission answers with field errors", async () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: ActionForm,
        action: async ({ request }) => {
          const submission = await parseSubmission(request, testFormSchema);
          if (!submission.ok) return submission.reply;
          // A rule only the server can check, answered like a schema error.
          return {
            ok: false,
            errors: { email: "That address is taken" },
            values: submission.values,
          };
        },
      },
    ]);
    await render(Stub);
    fill(input("Name"), "Dana");
    fill(input("Email"), "Dana@Example.com");
    fill(input("Kind") as unknown as HTMLSelectElement, "Lab");
    input("I agree").checked = true;
    await submit();
    expect(describedText(input("Email"))).toBe("That address is taken");
    expect(document.activeElement).toBe(input("Email"));
    expect(input("Name").value).toBe("Dana");
  });

  it("renders a server answer: messages, the whole-form alert and the kept values", async () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: AnsweredForm,
        loader: () => serverAnswer,
        HydrateFallback: Nothing,
      },
    ]);
    await render(Stub);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.querySelector("[role=alert]")?.textContent).toBe(
      "Failed to submit request. Please try again.",
    );
    expect(input("Name").value).toBe("Dana");
    expect(input("Email").value).toBe("dana@example.com");
    expect(input("I agree").checked).toBe(true);
    expect(describedText(input("Kind"))).toBe("Please choose a valid kind");
    expect(document.activeElement).toBe(input("Kind"));
  });
});
