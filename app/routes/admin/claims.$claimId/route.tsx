/** One claim request and its decisions (admins only): the page is ClaimReview, the rules claim-rules. */

import type { ReviewActionData } from "~/components/review-form";
import { getAppContext } from "~/context.server";
import {
  approveClaimSchema,
  confirmSchema,
  moreInfoSchema,
  notesSchema,
  rejectSchema,
} from "~/forms/review";
import { notFound } from "~/lib/http-errors";
import { seo, siteFromMatches } from "~/lib/seo";
import { getAdmin } from "~/models/accounts/user.server";
import {
  approveClaim,
  askForMoreInfo,
  rejectClaim,
  saveClaimNotes,
  transferOwnership,
} from "~/models/reviews/claim-rules.server";
import { findClaim } from "~/models/reviews/review-lists.server";
import { ReviewErrorBoundary } from "~/routes/admin/parts/review-detail-page";
import { CLAIM_PAGES } from "~/routes/admin/parts/review-pages";
import { answerReview, decision } from "~/routes/admin/parts/review-submission.server";
import type { Route } from "./+types/route";
import { ClaimReview } from "./claim-review";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Claim",
    description: "One claim request and its decisions.",
    path: "/admin/claims",
    noindex: true,
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  getAdmin(context);
  const { db } = getAppContext(context);
  const found = await findClaim(db, params.claimId);
  if (!found) notFound("This claim does not exist.");
  return found;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = getAdmin(context);
  const { db, outbox } = getAppContext(context);
  const claim = { claimId: params.claimId, adminId: admin.id };
  return answerReview(request, {
    approve: decision(approveClaimSchema, ({ company }) =>
      approveClaim(db, outbox, { ...claim, companyReference: company }),
    ),
    reject: decision(rejectSchema, ({ reason }) => rejectClaim(db, outbox, { ...claim, reason })),
    "more-info": decision(moreInfoSchema, ({ question }) =>
      askForMoreInfo(db, outbox, { ...claim, question }),
    ),
    transfer: decision(confirmSchema, () => transferOwnership(db, outbox, claim)),
    notes: decision(notesSchema, ({ notes }) =>
      saveClaimNotes(db, { ...claim, notes: notes ?? "" }),
    ),
  });
}

export default function ClaimPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ClaimReview {...loaderData} result={actionData as ReviewActionData | undefined} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ReviewErrorBoundary error={error} pages={CLAIM_PAGES} />;
}
