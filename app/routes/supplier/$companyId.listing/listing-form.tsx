/**
 * The listing's details and logo as one multipart form that works without JavaScript: a failed
 * save shows each message beside its field and keeps what was typed (the ticked categories too).
 */
import { Form, useNavigation } from "react-router";
import { FormAlert, SubmitButton } from "~/components/form/fields";
import { ListingFields } from "~/components/suppliers/listing-fields";
import { type ListingActionData, listingSchema } from "~/forms/listing";
import { useForm } from "~/forms/use-form";

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
      <ListingFields
        field={field}
        errors={errors}
        checkedCategories={failure?.categories ?? listing.categories}
        companyName={listing.name}
        logo={listing.logo}
      />
      <SubmitButton isBusy={isSaving} busyText="Saving...">
        Save listing
      </SubmitButton>
    </Form>
  );
}
