/** The decision forms a registration offers: approve and reject while pending, notes always. */
import { InternalNotesForm } from "~/components/admin/internal-notes-form";
import { TextAreaField } from "~/components/form/fields";
import { type ReviewActionData, ReviewForm } from "~/components/review-form";
import { confirmSchema, rejectSchema } from "~/forms/review";

export function RegistrationDecisions({
  isPending,
  notes,
  actionData,
}: {
  isPending: boolean;
  notes: string;
  actionData: ReviewActionData | undefined;
}) {
  const result = actionData;
  return (
    <>
      <h2 className="mt-8 text-xl font-semibold">Decision</h2>
      {isPending ? null : (
        <p className="mt-2 text-slate-700">
          This registration is decided; only the notes can change.
        </p>
      )}
      <div className="mt-4 space-y-4">
        {isPending ? (
          <>
            <ReviewForm
              intent="approve"
              schema={confirmSchema}
              actionData={result}
              title="Approve"
              description="Creates the company page (or takes over a listed one of the same name that has no owner), starts the plan's free month and invites the registrant as owner."
              submitLabel="Approve registration"
            />
            <ReviewForm
              intent="reject"
              schema={rejectSchema}
              actionData={result}
              title="Reject"
              description="The registrant is e-mailed the reason."
              submitLabel="Reject registration"
            >
              {(field) => <TextAreaField {...field("reason")} label="Reason for the registrant" />}
            </ReviewForm>
          </>
        ) : null}
        <InternalNotesForm notes={notes} actionData={result} />
      </div>
    </>
  );
}
