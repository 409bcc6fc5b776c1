/**
 * A registration's page below the console's navigation (its route: route.tsx): every field and
 * the decision forms. The route loads this on the page's first interaction (docs/decisions/085,
 * 086); until then it is the server's HTML, its forms plain forms.
 */
import { Link } from "react-router";
import { RegistrationStatusBadge } from "~/components/registration-status-badge";
import { DecisionStatus, FieldList, type ReviewActionData } from "~/components/review-form";
import { findPlan } from "~/components/suppliers/plans";
import { companyPath } from "~/lib/catalogue";
import { formatLongDate } from "~/lib/dates";
import type { Route } from "./+types/route";
import { RegistrationDecisions } from "./registration-decisions";

export function RegistrationView({
  registration: r,
  reviewedByEmail,
  company,
  result,
}: Pick<Route.ComponentProps["loaderData"], "registration" | "reviewedByEmail" | "company"> & {
  result: ReviewActionData | undefined;
}) {
  const rows: [string, React.ReactNode][] = [
    ["Company", r.companyName],
    ["Plan", findPlan(r.planType).name],
    ["Contact name", r.contactName],
    ["Email", r.email],
    ["Phone", r.phone],
    ["Website", r.website ?? "Not given"],
    ["Message", r.message ?? "None"],
    ["Submitted", formatLongDate(r.submittedAt)],
    ["Status", <RegistrationStatusBadge key="status" status={r.status} />],
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
    <>
      <p>
        <Link to="/admin/registrations" className="text-brand-700 underline">
          Back to Registrations
        </Link>
      </p>
      <h1 id="registration-title" className="mt-4 text-2xl font-bold tracking-tight break-words">
        Registration of {r.companyName}
      </h1>
      <DecisionStatus actionData={result} />
      <FieldList rows={rows} />

      <RegistrationDecisions isPending={isPending} notes={r.notes} actionData={result} />
    </>
  );
}
