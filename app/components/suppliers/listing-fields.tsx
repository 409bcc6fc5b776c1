/**
 * A company's listing fields (short description, description, website, response time,
 * categories, treatment types, samples available, logo): the supplier's listing editor and the
 * operators' company form show the same controls for the same columns.
 */
import { useId } from "react";
import {
  CheckboxField,
  FileField,
  TextAreaField,
  TextField,
  WebsiteField,
} from "~/components/form/fields";
import { Picture } from "~/components/picture";
import type { FieldErrors } from "~/forms/kit";
import type { listingSchema } from "~/forms/listing";
import type { FieldProps } from "~/forms/use-form";
import { CATEGORIES, DEFAULT_RESPONSE_TIME } from "~/lib/catalogue";
import { LOGO_FIELDS, sizeLimitText } from "~/lib/upload-fields";

export const IMAGE_HINT = `PNG, JPEG or WebP, ${sizeLimitText(LOGO_FIELDS.logo)}.`;
export const IMAGE_ACCEPT = "image/png,image/jpeg,image/webp";

export function ListingFields({
  field,
  errors,
  checkedCategories,
  companyName,
  logo,
}: {
  /** `useForm(schema).field` of the listing's schema or one that extends it. */
  field: (name: keyof (typeof listingSchema)["shape"] & string) => FieldProps;
  errors: FieldErrors;
  checkedCategories: readonly string[];
  companyName: string;
  /** The current logo's address, if any. */
  logo: string | null;
}) {
  const checked = new Set(checkedCategories);
  const categoriesErrorId = `${useId()}-categories-error`;
  return (
    <>
      <TextField
        {...field("shortDescription")}
        label="Short description"
        hint="One or two sentences for the directory card."
      />
      <TextAreaField {...field("description")} label="Description" rows={8} />
      <div className="grid gap-4 sm:grid-cols-2">
        <WebsiteField
          {...field("website")}
          label="Website"
          hint="e.g. crestline.example or https://crestline.example"
        />
        <TextField
          {...field("responseTime")}
          label="Response time"
          hint={`Shown as "${DEFAULT_RESPONSE_TIME}" when empty.`}
        />
      </div>
      <fieldset
        aria-describedby={errors.categories ? categoriesErrorId : undefined}
        className="rounded-md border border-slate-200 p-3"
      >
        <legend className="px-1 text-sm font-medium text-slate-800">Categories</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          {CATEGORIES.map((category) => (
            <label key={category} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                name="categories"
                value={category}
                defaultChecked={checked.has(category)}
                className="h-4 w-4 rounded border-slate-400 accent-brand-700"
              />
              {category}
            </label>
          ))}
        </div>
        {errors.categories ? (
          <p id={categoriesErrorId} className="mt-1 text-sm text-red-700">
            {errors.categories}
          </p>
        ) : null}
      </fieldset>
      <TextField
        {...field("treatmentTypes")}
        label="Treatment types"
        hint="Separate them with commas, e.g. Implants, Whitening."
      />
      <CheckboxField {...field("samplesAvailable")} label="Samples available" />
      <div className="flex flex-wrap items-start gap-4">
        {logo ? (
          <Picture
            src={logo}
            width={64}
            alt={`${companyName} logo`}
            className="h-16 w-16 rounded-md border border-slate-200 object-contain"
          />
        ) : null}
        <div className="min-w-0 flex-1 space-y-2">
          <FileField
            name="logo"
            label={logo ? "New logo" : "Logo"}
            hint={IMAGE_HINT}
            error={errors.logo}
            accept={IMAGE_ACCEPT}
          />
          {logo ? <CheckboxField {...field("removeLogo")} label="Remove the logo" /> : null}
        </div>
      </div>
    </>
  );
}
