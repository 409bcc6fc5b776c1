/**
 * The listing's details and logo as one multipart form that works without JavaScript: a failed
 * save shows each message beside its field and keeps what was typed (the ticked categories too).
 */
import { EditorForm } from "~/components/form/editor-form";
import { SubmitButton } from "~/components/form/fields";
import { useIsSubmitting } from "~/components/form/use-is-submitting";
import { SuccessStatus } from "~/components/success-status";
import {
  type EditedListing,
  ListingFields,
  listingDefaults,
} from "~/components/suppliers/listing-fields";
import { type ListingActionData, listingSchema } from "~/forms/listing";
import { useForm } from "~/forms/use-form";

export function ListingForm({
  listing,
  result,
}: {
  listing: EditedListing;
  result: ListingActionData | undefined;
}) {
  const isSaving = useIsSubmitting("save");
  const failure = result && !result.ok ? result : undefined;
  const { field, formError, errors, props } = useForm(
    listingSchema,
    failure,
    listingDefaults(listing),
  );
  return (
    <EditorForm props={props} formError={formError} intent="save">
      <SuccessStatus message={result?.ok ? result.message : null} className="" />
      <ListingFields field={field} errors={errors} listing={listing} failure={failure} />
      <SubmitButton isBusy={isSaving} busyText="Saving...">
        Save listing
      </SubmitButton>
    </EditorForm>
  );
}
