/**
 * Ratings (admins only; docs/decisions/092): every rating, newest first, with its comment. An
 * operator hides an abusive one (it then counts in no average and the supplier sees only that it
 * was hidden) or shows it again; each is written to the audit log in the same transaction.
 */

import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { formErrorReply, parseSubmission } from "~/forms/parse-submission.server";
import { ratingVisibilitySchema } from "~/forms/rating";
import { seo, siteFromMatches } from "~/lib/seo";
import { getAdmin } from "~/models/accounts/user.server";
import {
  listRecentRatings,
  ratingCursorFromUrl,
  setRatingHidden,
} from "~/models/ratings/rating-lists.server";
import { AdminPage } from "~/routes/admin/parts/admin-page";
import type { Route } from "./+types/route";
import { RatingsList } from "./ratings-list";

const RATING_NOT_FOUND = "This rating no longer exists (its request may have been deleted).";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Ratings",
    description: "Ratings and comments after the sample; hide abusive ones.",
    path: "/admin/ratings",
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  getAdmin(context);
  const { db } = getAppContext(context);
  const before = ratingCursorFromUrl(new URL(request.url));
  const page = await listRecentRatings(db, before);
  return { ...page, isFirstPage: !before };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = getAdmin(context);
  const { db } = getAppContext(context);
  const submission = await parseSubmission(request, ratingVisibilitySchema);
  if (!submission.ok) return submission.reply;
  const { intent, ratingId } = submission.data;
  const result = await setRatingHidden(db, ratingId, intent === "hide", admin.id);
  if (!result.ok) return formErrorReply({}, RATING_NOT_FOUND, 404);
  return {
    ok: true as const,
    message: intent === "hide" ? "The rating is hidden." : "The rating is shown again.",
  };
}

export default function AdminRatings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Ratings"
      intro="What requesters said after their samples, newest first. Hide an abusive rating: it then counts in no average, and the supplier sees only that it was hidden. Each change is recorded in the audit log."
    >
      <RatingsList loaderData={loaderData} actionData={actionData} />
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
