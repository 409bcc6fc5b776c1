/**
 * One supplier registration and its decisions (admins only): the page is RegistrationReview, the
 * rules registration-rules.
 */

import type { ReviewActionData } from "~/components/review-form";
import { getAppContext } from "~/context.server";
import { confirmSchema, notesSchema, rejectSchema } from "~/forms/review";
import { notFound } from "~/lib/http-errors";
import { seo, siteFromMatches } from "~/lib/seo";
import { getAdmin } from "~/models/accounts/user.server";
import {
  approveRegistration,
  rejectRegistration,
  saveRegistrationNotes,
} from "~/models/reviews/registration-rules.server";
import { findRegistration } from "~/models/reviews/review-lists.server";
import { ReviewErrorBoundary } from "~/routes/admin/parts/review-detail-page";
import { REGISTRATION_PAGES } from "~/routes/admin/parts/review-pages";
import { answerReview, decision } from "~/routes/admin/parts/review-submission.server";
import type { Route } from "./+types/route";
import { RegistrationReview } from "./registration-review";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Registration",
    description: "One supplier registration and its decisions.",
    path: "/admin/registrations",
    noindex: true,
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  getAdmin(context);
  const { db } = getAppContext(context);
  const found = await findRegistration(db, params.registrationId);
  if (!found) notFound("This registration does not exist.");
  return found;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = getAdmin(context);
  const { db, outbox } = getAppContext(context);
  const registration = { registrationId: params.registrationId, adminId: admin.id };
  return answerReview(request, {
    approve: decision(confirmSchema, () => approveRegistration(db, outbox, registration)),
    reject: decision(rejectSchema, ({ reason }) =>
      rejectRegistration(db, outbox, { ...registration, reason }),
    ),
    notes: decision(notesSchema, ({ notes }) =>
      saveRegistrationNotes(db, { ...registration, notes: notes ?? "" }),
    ),
  });
}

export default function RegistrationPage({ loaderData, actionData }: Route.ComponentProps) {
  return <RegistrationReview {...loaderData} result={actionData as ReviewActionData | undefined} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ReviewErrorBoundary error={error} pages={REGISTRATION_PAGES} />;
}
