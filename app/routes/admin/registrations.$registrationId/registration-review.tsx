/**
 * A registration's page (its route: app/routes/admin/registrations.$registrationId/route.tsx) in
 * the one review frame: every field, the company its approval made, and approve or reject while
 * it is pending.
 */
import { Link } from "react-router";
import { type ReviewActionData, ReviewForm } from "~/components/review-form";
import { confirmSchema } from "~/forms/review";
import { companyPath } from "~/lib/catalogue";
import { formatLongDate } from "~/lib/dates";
import { findPlan } from "~/lib/plans";
import type { findRegistration } from "~/models/reviews/review-lists.server";
import { RejectForm, ReviewDetailPage } from "~/routes/admin/parts/review-detail-page";
import { REGISTRATION_PAGES } from "~/routes/admin/parts/review-pages";
import { ReviewStatusBadge } from "~/routes/admin/parts/review-status-badge";

type Found = NonNullable<Awaited<ReturnType<typeof findRegistration>>>;

export function RegistrationReview({
  registration: r,
  reviewedByEmail,
  company,
  result,
}: Found & { result: ReviewActionData | undefined }) {
  const rows: [string, React.ReactNode][] = [
    ["Company", r.companyName],
    ["Plan", findPlan(r.planType).name],
    ["Contact name", r.contactName],
    ["Email", r.email],
    ["Phone", r.phone],
    ["Website", r.website ?? "Not given"],
    ["Message", r.message ?? "None"],
    ["Submitted", formatLongDate(r.submittedAt)],
    ["Status", <ReviewStatusBadge key="status" status={r.status} />],
    ["Reviewed at", r.reviewedAt ? formatLongDate(r.reviewedAt) : "Not yet"],
    ["Reviewed by", reviewedByEmail ?? "Nobody yet"],
    ["Rejection reason", r.decisionMessage ?? "None"],
  ];
  if (company) {
    rows.push([
      "Free month ends",
      company.trialEndsAt ? formatLongDate(company.trialEndsAt) : "No free month",
    ]);
    rows.push([
      "Company page",
      <span key="company" className="flex flex-wrap gap-x-4">
        <Link to={companyPath(company)} className="text-brand-700 underline">
          Public page of {company.name}
        </Link>
        <Link
          to={`/supplier/${encodeURIComponent(company.id)}`}
          className="text-brand-700 underline"
        >
          Workspace of {company.name}
        </Link>
      </span>,
    ]);
  }
  const isPending = r.status === "pending";
  return (
    <ReviewDetailPage
      pages={REGISTRATION_PAGES}
      title={`Registration of ${r.companyName}`}
      rows={rows}
      result={result}
      isDecided={!isPending}
      notes={r.notes}
      decisions={
        isPending ? (
          <>
            <ReviewForm
              intent="approve"
              schema={confirmSchema}
              actionData={result}
              title="Approve"
              description="Creates the company page as a draft its owner publishes (or takes over a listed one of the same name that has no owner), starts the plan's free month and invites the registrant as owner."
              submitLabel="Approve registration"
            />
            <RejectForm
              to="registrant"
              actionData={result}
              title="Reject"
              description="The registrant is e-mailed the reason."
              submitLabel="Reject registration"
            />
          </>
        ) : null
      }
    />
  );
}
