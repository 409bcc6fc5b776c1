/** The decision forms a claim offers in its status: open claims, disputes, and notes always. */
import { InternalNotesForm } from "~/components/admin/internal-notes-form";
import { TextAreaField, TextField } from "~/components/form/fields";
import { type ReviewActionData, ReviewForm } from "~/components/review-form";
import { approveClaimSchema, confirmSchema, moreInfoSchema, rejectSchema } from "~/forms/review";
import type { ClaimStatus } from "~/lib/suppliers";

export function ClaimDecisions({
  status,
  hasListedCompany,
  notes,
  actionData,
}: {
  status: ClaimStatus;
  hasListedCompany: boolean;
  notes: string;
  actionData: ReviewActionData | undefined;
}) {
  const isDisputed = status === "disputed";
  const isOpen = status === "pending" || status === "more_info" || isDisputed;
  return (
    <>
      <h2 className="mt-8 text-xl font-semibold">Decision</h2>
      {!isOpen ? (
        <p className="mt-2 text-slate-700">This claim is decided; only the notes can change.</p>
      ) : null}
      <div className="mt-4 space-y-4">
        {isOpen && !isDisputed ? (
          <ReviewForm
            intent="approve"
            schema={approveClaimSchema}
            actionData={actionData}
            title="Approve"
            description="The claimant's e-mail is invited as the company's owner (the invitation is the approval e-mail)."
            submitLabel="Approve claim"
          >
            {(field) =>
              hasListedCompany ? null : (
                <TextField
                  {...field("company")}
                  label="Company id or exact name"
                  hint="The claim names no listed company: enter the listed company's id or its exact name."
                />
              )
            }
          </ReviewForm>
        ) : null}
        {isDisputed ? (
          <div className="space-y-4 rounded-lg border border-red-200 bg-red-50/40 p-4">
            <h3 className="text-lg font-semibold">Resolve dispute</h3>
            <p className="text-sm text-slate-700">
              The company already has an owner or an approved claim. Reject this claim (the current
              owner stays), or transfer the ownership to this claimant.
            </p>
            <ReviewForm
              intent="transfer"
              schema={confirmSchema}
              actionData={actionData}
              title="Transfer ownership"
              headingLevel={4}
              description="The earlier approved claim becomes superseded, the company's current members are removed and its open invitations revoked; this claimant is invited as owner."
              submitLabel="Transfer ownership"
            />
            <ReviewForm
              intent="reject"
              schema={rejectSchema}
              actionData={actionData}
              title="Reject the dispute"
              headingLevel={4}
              description="The current owner stays. The claimant is e-mailed the reason."
              submitLabel="Reject dispute"
            >
              {(field) => <TextAreaField {...field("reason")} label="Reason for the claimant" />}
            </ReviewForm>
          </div>
        ) : null}
        {isOpen && !isDisputed ? (
          <ReviewForm
            intent="reject"
            schema={rejectSchema}
            actionData={actionData}
            title="Reject"
            description="The claimant is e-mailed the reason."
            submitLabel="Reject claim"
          >
            {(field) => <TextAreaField {...field("reason")} label="Reason for the claimant" />}
          </ReviewForm>
        ) : null}
        {isOpen ? (
          <ReviewForm
            intent="more-info"
            schema={moreInfoSchema}
            actionData={actionData}
            title="Ask for more information"
            description="The claimant is e-mailed the question and answers by replying (the reply reaches the operators' address)."
            submitLabel="Ask for more information"
          >
            {(field) => <TextAreaField {...field("question")} label="Question for the claimant" />}
          </ReviewForm>
        ) : null}
        <InternalNotesForm notes={notes} actionData={actionData} />
      </div>
    </>
  );
}
