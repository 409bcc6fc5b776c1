/**
 * My samples' buttons per request (docs/decisions/129): Request again sends the same company and
 * products with the details given then (the account's address as the e-mail) through the sample
 * request's own path; Rate this sample opens the request's rating page.
 */
import type { Database } from "~/db/client.server";
import type { sampleRequests } from "~/db/schema";
import { hiddenId, optionField } from "~/forms/fields";
import { defineForm, validate } from "~/forms/kit";
import { type SampleRequestInput, sampleRequestSchema } from "~/forms/sample-request";
import { findAvailableProducts, findCompanyName } from "~/models/catalogue/company.server";

export const myRequestActionSchema = defineForm({
  intent: optionField("Action", ["again", "rate"] as const),
  requestId: hiddenId("Request"),
});

export const NOT_YOUR_REQUEST = "This request is not one of yours.";
export const COMPANY_NOT_LISTED =
  "This company is no longer in the directory, so this request cannot be sent again.";
export const NO_PRODUCTS_LEFT =
  "None of these products is offered any more, so this request cannot be sent again.";
export const DETAILS_NEED_CORRECTING =
  "The details of this request no longer pass the request form's checks. Please use the company's request form instead.";
export const NOTHING_TO_RATE = "There is nothing to rate in this request.";

type StoredRequest = typeof sampleRequests.$inferSelect;

/**
 * The sample request form's input for sending `row` again from the account `email`, validated
 * with the form's own schema; products no longer shown are left out. A refusal says why.
 */
export async function requestAgainInput(
  db: Database,
  row: StoredRequest,
  email: string,
): Promise<{ ok: true; data: SampleRequestInput } | { ok: false; message: string }> {
  const company = await findCompanyName(db, row.companyId, { isPublic: true });
  if (!company) return { ok: false, message: COMPANY_NOT_LISTED };
  const asked = row.requestedProducts.map((p) => p.productId);
  const shown = await findAvailableProducts(db, row.companyId, asked);
  if (asked.length > 0 && shown.length === 0) return { ok: false, message: NO_PRODUCTS_LEFT };
  const checked = (value: boolean) => (value ? "on" : undefined);
  const validated = validate(sampleRequestSchema, {
    firstName: row.firstName,
    lastName: row.lastName,
    email,
    phone: row.phone,
    licenseNumber: row.licenseNumber ?? "",
    npi: row.npi ?? "",
    practiceName: row.practiceName,
    practiceType: row.practiceType,
    yearsInPractice: row.yearsInPractice,
    street: row.street,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    howHeardAbout: row.howHeardAbout,
    specificRequests: row.specificRequests ?? "",
    comments: row.comments ?? "",
    allowMarketing: checked(row.allowMarketing),
    subscribeUpdates: checked(row.subscribeUpdates),
    // Pressing Request again agrees to the terms again; the button's form says so.
    agreedToTerms: "on",
    companyId: row.companyId,
    productId: shown.map((p) => p.id),
  });
  return validated.ok
    ? { ok: true, data: validated.data }
    : { ok: false, message: DETAILS_NEED_CORRECTING };
}
