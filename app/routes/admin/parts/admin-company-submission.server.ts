/**
 * The operators' company form's save, shared by the new and edit pages: reads the multipart form
 * (fields and logo, as the listing editor does), checks it, saves every field with its audit
 * entry, and sends the operator to the company's page; a failure answers 400 with the
 * messages and what was typed.
 */
import { data, redirect } from "react-router";
import type { Database } from "~/db/client.server";
import { adminCompanySchema } from "~/forms/admin-company";
import type { ListingFailure } from "~/forms/listing";
import { adminCompanyPath } from "~/lib/admin-paths";
import { notFound } from "~/lib/http-errors";
import { LOGO_FIELDS } from "~/lib/upload-fields";
import { readUploadForm } from "~/lib/upload-form.server";
import {
  type CompanyFields,
  createAdminCompany,
  updateAdminCompany,
} from "~/models/catalogue/admin-companies.server";
import {
  listingChanges,
  parseListingSubmission,
} from "~/models/catalogue/listing-submission.server";

export async function submitAdminCompany(
  request: Request,
  db: Database,
  target: { actorId: string; companyId: string | null },
) {
  const form = await readUploadForm(request, LOGO_FIELDS);
  if (!form.ok) {
    return data<ListingFailure>(
      { ok: false, errors: { logo: form.message }, values: {} },
      { status: 400 },
    );
  }
  const submission = await parseListingSubmission(form.formData, adminCompanySchema);
  if (!submission.ok) return data<ListingFailure>(submission.failure, { status: 400 });
  const { name, brandName, leadEmail, featured, sponsored, verified, externalKey } =
    submission.data;
  const fields: CompanyFields = {
    ...listingChanges(submission.data),
    name,
    brandName,
    leadEmail,
    featured,
    sponsored,
    verified,
    externalKey,
  };
  const save = { actorId: target.actorId, fields, logo: submission.logo };
  const result = target.companyId
    ? await updateAdminCompany(db, { ...save, companyId: target.companyId })
    : await createAdminCompany(db, save);
  if (result.ok) {
    return redirect(adminCompanyPath(result.companyId, target.companyId ? "saved" : "created"));
  }
  if (result.reason === "not-found") notFound("Company not found");
  return data<ListingFailure>(
    {
      ok: false,
      errors: result.errors,
      values: submission.values,
      categories: submission.data.categories,
    },
    { status: 400 },
  );
}
