/**
 * The listing's details and logo as one multipart form that works without JavaScript: a failed
 * save shows each message beside its field and keeps what was typed (the ticked categories too).
 */
import { useId } from "react";
import { Form, useNavigation } from "react-router";
import {
  CheckboxField,
  FileField,
  FormAlert,
  SubmitButton,
  TextAreaField,
  TextField,
} from "~/components/form/fields";
import { Picture } from "~/components/picture";
import { type ListingActionData, listingSchema } from "~/forms/listing";
import { useForm } from "~/forms/use-form";
import { CATEGORIES, DEFAULT_RESPONSE_TIME } from "~/lib/catalogue";
import { MAX_UPLOAD_BYTES } from "~/lib/suppliers";

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

export const IMAGE_HINT = `PNG, JPEG or WebP, at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`;
const IMAGE_ACCEPT = "image/png,image/jpeg,image/webp";

export function ListingForm({
  listing,
  result,
}: {
  listing: EditedListing;
  result: ListingActionData | undefined;
}) {
  const navigation = useNavigation();
  const isSaving =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const failure = result && !result.ok ? result : undefined;
  const { field, formError, errors, props } = useForm(listingSchema, failure, {
    description: listing.description,
    shortDescription: listing.shortDescription,
    website: listing.website ?? "",
    responseTime: listing.responseTime ?? "",
    treatmentTypes: listing.treatmentTypes.join(", "),
    samplesAvailable: listing.samplesAvailable ? "on" : "off",
    removeLogo: "off",
  });
  const checkedCategories = new Set(failure?.categories ?? listing.categories);
  const categoriesErrorId = `${useId()}-categories-error`;
  return (
    <Form
      {...props}
      method="post"
      encType="multipart/form-data"
      className="mt-6 space-y-5 rounded-lg border border-slate-200 p-4 sm:p-6"
    >
      <input type="hidden" name="intent" value="save" />
      <FormAlert>{formError}</FormAlert>
      {result?.ok ? (
        <p
          role="status"
          className="rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-900"
        >
          {result.message}
        </p>
      ) : null}
      <TextField
        {...field("shortDescription")}
        label="Short description"
        hint="One or two sentences for the directory card."
      />
      <TextAreaField {...field("description")} label="Description" rows={8} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...field("website")}
          label="Website"
          autoComplete="url"
          hint="e.g. crestline.example or https://crestline.example"
          type="text"
          inputMode="url"
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
                defaultChecked={checkedCategories.has(category)}
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
        {listing.logo ? (
          <Picture
            src={listing.logo}
            width={64}
            alt={`${listing.name} logo`}
            className="h-16 w-16 rounded-md border border-slate-200 object-contain"
          />
        ) : null}
        <div className="min-w-0 flex-1 space-y-2">
          <FileField
            name="logo"
            label={listing.logo ? "New logo" : "Logo"}
            hint={IMAGE_HINT}
            error={errors.logo}
            accept={IMAGE_ACCEPT}
          />
          {listing.logo ? <CheckboxField {...field("removeLogo")} label="Remove the logo" /> : null}
        </div>
      </div>
      <SubmitButton isBusy={isSaving} busyText="Saving...">
        Save listing
      </SubmitButton>
    </Form>
  );
}
