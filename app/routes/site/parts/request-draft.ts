/**
 * What the visitor typed into the request modal, kept while the page session lasts so that
 * closing the modal (✕, Escape) loses nothing; cleared once a request is sent. It lives in this
 * module's memory only: never in the URL, storage or a request, so no personal data leaves the
 * tab and a reload forgets it.
 */
import { type FormValues, fieldsOf } from "~/forms/kit";
import { sampleRequestSchema } from "~/forms/sample-request";

/** Who the request goes to comes from the button that opened the form, never from a draft. */
const NOT_DRAFTED = new Set(["companyId", "productId", "category"]);
// fieldsOf, not `.shape`: in the browser the schema arrives as its constraints (decision 082).
const DRAFTED = fieldsOf(sampleRequestSchema)
  .map(([name]) => name)
  .filter((name) => !NOT_DRAFTED.has(name));

let draft: FormValues = {};

export function readRequestDraft(): FormValues {
  return draft;
}

/** Keeps the form's current values (an unticked box is left out, as a post leaves it out). */
export function keepRequestDraft(form: HTMLFormElement) {
  const data = new FormData(form);
  const next: FormValues = {};
  for (const name of DRAFTED) {
    const value = data.get(name);
    if (typeof value === "string" && value !== "") next[name] = value;
  }
  draft = next;
}

export function clearRequestDraft() {
  draft = {};
}
