/**
 * A claim's page below the console's navigation (its route: route.tsx): the claim, the company's
 * current owners and the decision forms. The route loads this on the page's first interaction
 * (docs/decisions/085, 086); until then it is the server's HTML, its forms plain forms.
 */
import { Link } from "react-router";
import { ClaimStatusBadge } from "~/components/claim-status-badge";
import { DecisionStatus, FieldList, type ReviewActionData } from "~/components/review-form";
import { companyPath } from "~/lib/catalogue";
import { formatLongDate } from "~/lib/dates";
import type { Route } from "./+types/route";
import { ClaimDecisions } from "./claim-decisions";

export function ClaimView({
  claim,
  reviewedByEmail,
  listedCompanyName,
  owners,
  result,
}: Pick<
  Route.ComponentProps["loaderData"],
  "claim" | "reviewedByEmail" | "listedCompanyName" | "owners"
> & {
  result: ReviewActionData | undefined;
}) {
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
    ["Status", <ClaimStatusBadge key="status" status={claim.status} />],
    ["Reviewed at", claim.reviewedAt ? formatLongDate(claim.reviewedAt) : "Not yet"],
    ["Reviewed by", reviewedByEmail ?? "Nobody yet"],
    ["Last message to the claimant", claim.decisionMessage ?? "None"],
  ];
  return (
    <>
      <p>
        <Link to="/admin/claims" className="text-brand-700 underline">
          Back to Claims
        </Link>
      </p>
      <h1 id="claim-title" className="mt-4 text-2xl font-bold tracking-tight break-words">
        Claim for {claim.companyName}
      </h1>
      <DecisionStatus actionData={result} />
      <FieldList rows={rows} />

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

      <ClaimDecisions
        status={claim.status}
        hasListedCompany={company !== null}
        notes={claim.notes}
        actionData={result}
      />
    </>
  );
}
