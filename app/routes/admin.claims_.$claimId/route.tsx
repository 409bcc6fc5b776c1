/**
 * One claim (admins only): every field, the company's current owners, and the decisions: approve,
 * reject, ask for more information, resolve a dispute, internal notes (docs/decisions/060).
 */
import { Link } from "react-router";
import { AdminNav } from "~/components/admin-nav";
import { ClaimStatusBadge } from "~/components/claim-status-badge";
import { hydrateOnInteraction } from "~/components/hydrate-on-interaction";
import type { ReviewActionData } from "~/components/review-form";
import { DecisionStatus, FieldList } from "~/components/review-summary";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import {
  approveClaimSchema,
  CLAIM_INTENTS,
  confirmSchema,
  moreInfoSchema,
  notesSchema,
  rejectSchema,
} from "~/forms/review";
import { outcomeReply, readFields, readIntent } from "~/forms/review-submission.server";
import { companyPath } from "~/lib/catalogue";
import { formatLongDate } from "~/lib/dates";
import { notFound } from "~/lib/http-errors";
import { seo, siteFromMatches } from "~/lib/seo";
import { findClaim } from "~/models/claim-list.server";
import {
  approveClaim,
  askForMoreInfo,
  rejectClaim,
  saveClaimNotes,
  transferOwnership,
} from "~/models/claim-review.server";
import { requireAdmin } from "~/models/user.server";
import type { Route } from "./+types/route";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Claim",
    description: "One claim request and its decisions.",
    path: "/admin/claims",
    noindex: true,
  });
}

const CLAIM_NOT_FOUND = "This claim does not exist.";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = getAppContext(context);
  const found = await findClaim(db, params.claimId);
  if (!found) notFound(CLAIM_NOT_FOUND);
  return found;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const { db, outbox } = getAppContext(context);
  const submission = await readIntent(request, CLAIM_INTENTS);
  if (!submission.ok) return submission.reply;
  const { intent, formData } = submission;
  const reviewer = { claimId: params.claimId, adminId: admin.id };
  switch (intent) {
    case "approve": {
      const fields = readFields(intent, formData, approveClaimSchema);
      if (!fields.ok) return fields.reply;
      const outcome = await approveClaim(db, outbox, {
        ...reviewer,
        companyReference: fields.data.company,
      });
      return outcomeReply(intent, outcome, fields.values);
    }
    case "reject": {
      const fields = readFields(intent, formData, rejectSchema);
      if (!fields.ok) return fields.reply;
      const outcome = await rejectClaim(db, outbox, { ...reviewer, reason: fields.data.reason });
      return outcomeReply(intent, outcome, fields.values);
    }
    case "more-info": {
      const fields = readFields(intent, formData, moreInfoSchema);
      if (!fields.ok) return fields.reply;
      const outcome = await askForMoreInfo(db, outbox, {
        ...reviewer,
        question: fields.data.question,
      });
      return outcomeReply(intent, outcome, fields.values);
    }
    case "transfer": {
      const fields = readFields(intent, formData, confirmSchema);
      if (!fields.ok) return fields.reply;
      return outcomeReply(intent, await transferOwnership(db, outbox, reviewer));
    }
    case "notes": {
      const fields = readFields(intent, formData, notesSchema);
      if (!fields.ok) return fields.reply;
      const outcome = await saveClaimNotes(db, { ...reviewer, notes: fields.data.notes ?? "" });
      return outcomeReply(intent, outcome, fields.values);
    }
  }
}

// The decision forms and the form kit download on the page's first interaction (decisions 085,
// 086); until then they are the server's plain forms. A refusal from the server loads them at
// once, so that focus moves to the field to fix.
const ClaimDecisions = hydrateOnInteraction(
  () => import("./claim-decisions").then((m) => m.ClaimDecisions),
  ({ actionData }) => actionData?.ok === false,
);

export default function ClaimPage({ loaderData, actionData }: Route.ComponentProps) {
  const { claim, reviewedByEmail, listedCompanyName, owners } = loaderData;
  const result = actionData as ReviewActionData | undefined;
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
    <section className="mx-auto max-w-4xl px-4 py-10" aria-labelledby="claim-title">
      <AdminNav className="mb-6" />
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
    </section>
  );
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteErrorBoundary
      error={error}
      notFound={{
        title: "Claim not found",
        back: { to: "/admin/claims", label: "Back to Claims" },
      }}
    />
  );
}
