/**
 * A claim's page (its route: app/routes/admin/claims.$claimId/route.tsx) in the one review frame:
 * the claim, the company's current owners, and the decisions its status offers: approve (naming
 * the company when the claim names none), reject, ask for more information; a dispute is resolved
 * by transferring the ownership or rejecting it.
 */
import { Link } from "react-router";
import { TextAreaField, TextField } from "~/components/form/fields";
import { type ReviewActionData, ReviewForm } from "~/components/review-form";
import { approveClaimSchema, confirmSchema, moreInfoSchema } from "~/forms/review";
import { companyPath } from "~/lib/catalogue";
import { formatLongDate } from "~/lib/dates";
import type { findClaim } from "~/models/reviews/review-lists.server";
import { RejectForm, ReviewDetailPage } from "~/routes/admin/parts/review-detail-page";
import { CLAIM_PAGES } from "~/routes/admin/parts/review-pages";
import { ReviewStatusBadge } from "~/routes/admin/parts/review-status-badge";

type Found = NonNullable<Awaited<ReturnType<typeof findClaim>>>;

export function ClaimReview({
  claim,
  reviewedByEmail,
  listedCompanyName,
  owners,
  result,
}: Found & { result: ReviewActionData | undefined }) {
  const company = claim.companyId ? { id: claim.companyId, name: listedCompanyName ?? "" } : null;
  const rows: [string, React.ReactNode][] = [
    ["Company (as typed)", claim.companyName],
    [
      "Listed company",
      company ? (
        <Link key="company" to={companyPath(company)} className="text-brand-700 underline">
          {company.name}
        </Link>
      ) : (
        "Not listed: choose the company when approving"
      ),
    ],
    ["Contact name", claim.contactName],
    ["Email", claim.email],
    ["Phone", claim.phone ?? "Not given"],
    ["Job title", claim.jobTitle],
    ["Website", claim.website ?? "Not given"],
    ["Message", claim.message ?? "None"],
    ["Submitted", formatLongDate(claim.submittedAt)],
    ["Status", <ReviewStatusBadge key="status" status={claim.status} />],
    ["Reviewed at", claim.reviewedAt ? formatLongDate(claim.reviewedAt) : "Not yet"],
    ["Reviewed by", reviewedByEmail ?? "Nobody yet"],
    ["Last message to the claimant", claim.decisionMessage ?? "None"],
  ];
  const isDisputed = claim.status === "disputed";
  const isOpen = claim.status === "pending" || claim.status === "more_info" || isDisputed;
  return (
    <ReviewDetailPage
      pages={CLAIM_PAGES}
      title={`Claim for ${claim.companyName}`}
      rows={rows}
      result={result}
      isDecided={!isOpen}
      notes={claim.notes}
      decisions={
        isOpen ? (
          <>
            {isDisputed ? (
              <ResolveDispute result={result} />
            ) : (
              <>
                <ReviewForm
                  intent="approve"
                  schema={approveClaimSchema}
                  actionData={result}
                  title="Approve"
                  description="The claimant's e-mail is invited as the company's owner (the invitation is the approval e-mail)."
                  submitLabel="Approve claim"
                >
                  {(field) =>
                    company ? null : (
                      <TextField
                        {...field("company")}
                        label="Company id or exact name"
                        hint="The claim names no listed company: enter the listed company's id or its exact name."
                      />
                    )
                  }
                </ReviewForm>
                <RejectForm
                  to="claimant"
                  actionData={result}
                  title="Reject"
                  description="The claimant is e-mailed the reason."
                  submitLabel="Reject claim"
                />
              </>
            )}
            <ReviewForm
              intent="more-info"
              schema={moreInfoSchema}
              actionData={result}
              title="Ask for more information"
              description="The claimant is e-mailed the question and answers by replying (the reply reaches the operators' address)."
              submitLabel="Ask for more information"
            >
              {(field) => (
                <TextAreaField {...field("question")} label="Question for the claimant" />
              )}
            </ReviewForm>
          </>
        ) : null
      }
    >
      <h2 className="mt-8 text-xl font-semibold">Current owners</h2>
      {!company ? (
        <p className="mt-2 text-slate-700">The claim names no listed company yet.</p>
      ) : owners.length === 0 ? (
        <p className="mt-2 text-slate-700">{company.name} has no owner.</p>
      ) : (
        <ul className="mt-2 list-disc pl-6">
          {owners.map((owner) => (
            <li key={owner.email} className="break-words">
              {owner.name ? `${owner.name}, ` : ""}
              {owner.email} (since {formatLongDate(owner.since)})
            </li>
          ))}
        </ul>
      )}
    </ReviewDetailPage>
  );
}

/** A disputed claim's two ways out: the ownership to this claimant, or the current owner stays. */
function ResolveDispute({ result }: { result: ReviewActionData | undefined }) {
  return (
    <div className="space-y-4 rounded-lg border border-red-200 bg-red-50/40 p-4">
      <h3 className="text-lg font-semibold">Resolve dispute</h3>
      <p className="text-sm text-slate-700">
        The company already has an owner or an approved claim. Reject this claim (the current owner
        stays), or transfer the ownership to this claimant.
      </p>
      <ReviewForm
        intent="transfer"
        schema={confirmSchema}
        actionData={result}
        title="Transfer ownership"
        headingLevel={4}
        description="The earlier approved claim becomes superseded, the company's current members are removed and its open invitations revoked; this claimant is invited as owner."
        submitLabel="Transfer ownership"
      />
      <RejectForm
        to="claimant"
        actionData={result}
        title="Reject the dispute"
        headingLevel={4}
        description="The current owner stays. The claimant is e-mailed the reason."
        submitLabel="Reject dispute"
      />
    </div>
  );
}
