/**
 * The operators' company form (new and edit pages): one multipart form that works without
 * JavaScript. The listing's fields are the supplier editor's own controls (ListingFields); the
 * name, brand, lead e-mail, switches and external key are the operators'.
 */
import { EditorForm } from "~/components/form/editor-form";
import { CheckboxField, SubmitButton, TextField } from "~/components/form/fields";
import { useIsSubmitting } from "~/components/form/use-is-submitting";
import {
  type EditedListing,
  ListingFields,
  listingDefaults,
} from "~/components/suppliers/listing-fields";
import { adminCompanySchema } from "~/forms/admin-company";
import type { ListingFailure } from "~/forms/listing";
import { useForm } from "~/forms/use-form";
import type { OperatorCompanyFields } from "~/models/catalogue/admin-companies.server";

/** The company as the form starts from it: its listing and what only operators set. */
export type EditedCompany = EditedListing & OperatorCompanyFields;

const onOff = (value: boolean) => (value ? "on" : "off");

export function CompanyForm({
  company,
  failure,
  submitLabel,
}: {
  /** The company being edited; null for a new one. */
  company: EditedCompany | null;
  failure: ListingFailure | undefined;
  submitLabel: string;
}) {
  const isSaving = useIsSubmitting("save");
  const { field, formError, errors, props } = useForm(adminCompanySchema, failure, {
    name: company?.name ?? "",
    brandName: company?.brandName ?? "",
    ...listingDefaults(company),
    leadEmail: company?.leadEmail ?? "",
    featured: onOff(company?.featured ?? false),
    sponsored: onOff(company?.sponsored ?? false),
    verified: onOff(company?.verified ?? false),
    externalKey: company?.externalKey ?? "",
  });
  return (
    <EditorForm props={props} formError={formError} intent="save">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field("name")} />
        <TextField
          {...field("brandName")}
          hint="Shown on the company page when it differs from the name."
        />
      </div>
      <ListingFields field={field} errors={errors} listing={company} failure={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...field("leadEmail")}
          autoComplete="off"
          hint="Where new sample requests are e-mailed while nobody owns the company; empty: the site's fallback address. Owners choose their own."
        />
        <TextField
          {...field("externalKey")}
          hint="The catalogue import's key for this company (unique); may be empty."
        />
      </div>
      <fieldset className="rounded-md border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">Directory placement</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          <CheckboxField {...field("featured")} label="Featured (first in Top Free Samples)" />
          <CheckboxField {...field("sponsored")} label="Sponsored (in the sponsors block)" />
          <CheckboxField
            {...field("verified")}
            label="Verified by an operator (the public badge shows once it has an owner)"
          />
        </div>
      </fieldset>
      <SubmitButton isBusy={isSaving} busyText="Saving...">
        {submitLabel}
      </SubmitButton>
    </EditorForm>
  );
}
