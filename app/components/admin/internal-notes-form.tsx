/** The operators' own notes on a claim or a registration: saved with intent "notes", sent to nobody. */
import { TextAreaField } from "~/components/form/fields";
import { type ReviewActionData, ReviewForm } from "~/components/review-form";
import { notesSchema } from "~/forms/review";

export function InternalNotesForm({
  notes,
  actionData,
}: {
  notes: string;
  actionData: ReviewActionData | undefined;
}) {
  return (
    <ReviewForm
      intent="notes"
      schema={notesSchema}
      actionData={actionData}
      title="Notes"
      description="For the operators only: never sent to anyone."
      submitLabel="Save notes"
      defaults={{ notes }}
    >
      {(field) => <TextAreaField {...field("notes")} label="Internal notes" rows={5} />}
    </ReviewForm>
  );
}
