import { expect, type Locator, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { sampleRequests } from "~/db/schema";

/** Expects each of `texts` to be visible in `scope` (a form's messages, for instance). */
export async function expectTextsVisible(
  scope: Page | Locator,
  texts: readonly string[],
  options: { exact?: boolean } = {},
) {
  for (const text of texts) await expect(scope.getByText(text, options)).toBeVisible();
}

/** The sample request form's valid answers, by the label a person reads, in the form's order. */
const SAMPLE_REQUEST_ANSWERS = {
  "First Name": "Dana",
  "Last Name": "Reyes",
  Email: "",
  Phone: "555 010 2000",
  "Practice Name": "Reyes Family Dental",
  "Practice Type": "General Dentistry",
  "Years in Practice": "6-10 years",
  "Street Address": "1 Main St",
  City: "Springfield",
  State: "Illinois",
  "ZIP Code": "62701",
  "How did you hear about us?": "Colleague Referral",
};

/** The answers chosen from a list (by the option's visible text) rather than typed. */
const SAMPLE_REQUEST_SELECTS = new Set([
  "Practice Type",
  "Years in Practice",
  "State",
  "How did you hear about us?",
]);

export type SampleRequestAnswers = Partial<Record<keyof typeof SAMPLE_REQUEST_ANSWERS, string>>;

/**
 * Fills the sample request form in `scope` (the page or the dialog) as a person would, finding
 * each control by its label, and agrees to the terms. `answers` replace the valid defaults.
 */
export async function fillSampleRequestForm(
  scope: Page | Locator,
  email: string,
  answers: SampleRequestAnswers = {},
) {
  const all: Record<string, string> = { ...SAMPLE_REQUEST_ANSWERS, Email: email, ...answers };
  for (const [label, value] of Object.entries(all)) {
    const control = scope.getByLabel(label);
    if (SAMPLE_REQUEST_SELECTS.has(label)) await control.selectOption({ label: value });
    else await control.fill(value);
  }
  await scope.getByLabel("I agree to the terms and conditions").check();
}

/** Submits the sample request form in `scope` and waits for its confirmation. */
export async function submitSampleRequest(scope: Page | Locator) {
  await scope.getByRole("button", { name: "Submit Request" }).click();
  await expect(scope.getByRole("heading", { name: "Request sent!" })).toBeVisible();
}

/** The stored sample requests from `email`. */
export function sampleRequestsFrom(db: Database, email: string) {
  return db.select().from(sampleRequests).where(eq(sampleRequests.email, email));
}
