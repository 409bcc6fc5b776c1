import { AdminNav } from "~/components/admin-nav";
import type { ReviewActionData } from "~/components/review-form";
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
import { getAdmin } from "~/models/user.server";
import type { Route } from "./+types/route";
import { ClaimView } from "./claim-view";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Claim",
    description: "One claim request and its decisions.",
    path: "/admin/claims",
    noindex: true,
  });
}

const CLAIM_NOT_FOUND = "This claim does not exist.";

export async function loader({ params, context }: Route.LoaderArgs) {
  getAdmin(context);
  const { db } = getAppContext(context);
  const found = await findClaim(db, params.claimId);
  if (!found) notFound(CLAIM_NOT_FOUND);
  return found;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = getAdmin(context);
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

export default function ClaimPage({ loaderData, actionData }: Route.ComponentProps) {
  const { claim, reviewedByEmail, listedCompanyName, owners } = loaderData;
  return (
    <section className="mx-auto max-w-4xl px-4 py-10" aria-labelledby="claim-title">
      <AdminNav className="mb-6" />
      <ClaimView
        claim={claim}
        reviewedByEmail={reviewedByEmail}
        listedCompanyName={listedCompanyName}
        owners={owners}
        result={actionData as ReviewActionData | undefined}
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
