/**
 * A company's listing fields (short description, description, website, response time,
 * categories, treatment types, samples available, logo): the supplier's listing editor and the
 * operators' company form show the same controls for the same columns.
 */

import { ChoiceGroup } from "~/components/form/choice-group";
import {
  CheckboxField,
  FileField,
  TextAreaField,
  TextField,
  WebsiteField,
} from "~/components/form/fields";
import { Picture } from "~/components/picture";
import type { FieldErrors } from "~/forms/kit";
import type { ListingFailure, listingSchema } from "~/forms/listing";
import type { FieldProps } from "~/forms/use-form";
import { CATEGORIES, DEFAULT_RESPONSE_TIME } from "~/lib/catalogue";
import { LOGO_FIELDS, sizeLimitText } from "~/lib/upload-fields";

export const IMAGE_HINT = `PNG, JPEG or WebP, ${sizeLimitText(LOGO_FIELDS.logo)}.`;
export const IMAGE_ACCEPT = "image/png,image/jpeg,image/webp";

const CATEGORY_CHOICES = CATEGORIES.map((category) => ({ value: category, label: category }));

/** A company's listing as its editors (the supplier's and the operators') start from it. */
export interface EditedListing {
  name: string;
  description: string;
  shortDescription: string;
  website: string | null;
  responseTime: string | null;
  categories: string[];
  treatmentTypes: string[];
  samplesAvailable: boolean;
  logo: string | null;
}

/** The listing fields' starting values; a new company (null) starts with samples available. */
export function listingDefaults(listing: EditedListing | null) {
  return {
    description: listing?.description ?? "",
    shortDescription: listing?.shortDescription ?? "",
    website: listing?.website ?? "",
    responseTime: listing?.responseTime ?? "",
    treatmentTypes: listing?.treatmentTypes.join(", ") ?? "",
    samplesAvailable: listing === null || listing.samplesAvailable ? "on" : "off",
    removeLogo: "off",
  };
}

export function ListingFields({
  field,
  errors,
  listing,
  failure,
}: {
  /** `useForm(schema).field` of the listing's schema or one that extends it. */
  field: (name: keyof (typeof listingSchema)["shape"] & string) => FieldProps;
  errors: FieldErrors;
  /** The listing being edited; null for a new company. */
  listing: EditedListing | null;
  /** A failed save: its ticked categories are ticked again. */
  failure: ListingFailure | undefined;
}) {
  const logo = listing?.logo ?? null;
  return (
    <>
      <TextField
        {...field("shortDescription")}
        hint="One or two sentences for the directory card."
      />
      <TextAreaField {...field("description")} rows={8} />
      <div className="grid gap-4 sm:grid-cols-2">
        <WebsiteField
          {...field("website")}
          hint="e.g. crestline.example or https://crestline.example"
        />
        <TextField
          {...field("responseTime")}
          hint={`Shown as "${DEFAULT_RESPONSE_TIME}" when empty.`}
        />
      </div>
      <ChoiceGroup
        type="checkbox"
        name="categories"
        legend="Categories"
        choices={CATEGORY_CHOICES}
        checked={failure?.categories ?? listing?.categories ?? []}
        error={errors.categories}
        listClassName="grid grid-cols-1 gap-2 sm:grid-cols-3"
        isBoxed
      />
      <TextField
        {...field("treatmentTypes")}
        hint="Separate them with commas, e.g. Implants, Whitening."
      />
      <CheckboxField {...field("samplesAvailable")} />
      <div className="flex flex-wrap items-start gap-4">
        {logo ? (
          <Picture
            src={logo}
            width={64}
            alt={`${listing?.name ?? "Company"} logo`}
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
          {logo ? <CheckboxField {...field("removeLogo")} /> : null}
        </div>
      </div>
    </>
  );
}
