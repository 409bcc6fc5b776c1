/**
 * The requester's rating page (docs/decisions/092): reached only through the link in the
 * follow-up e-mail after a completed request, no sign-in. Per product a 1–5 rating and an optional
 * comment, changeable for RATING_EDIT_DAYS after the first rating, then shown read-only. Works
 * without JavaScript; never indexed; the token is not repeated in canonical or social tags.
 */
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { formAlertReply, parseSubmission } from "~/forms/parse-submission.server";
import { ratingFormSchema } from "~/forms/rating";
import { notFound } from "~/lib/http-errors";
import { logFailure } from "~/lib/log.server";
import { RATINGS_SAVED } from "~/lib/ratings";
import { seo, siteFromMatches } from "~/lib/seo";
import { findRatingPage, saveRatings } from "~/models/ratings/rating.server";
import type { Route } from "./+types/route";
import { ratingsFromForm } from "./rating.server";
import { RatingContent } from "./rating-content";
import { WINDOW_CLOSED } from "./texts";

const LINK_NOT_VALID =
  "This rating link is not valid or has expired. Use the link from your e-mail, exactly as it was sent.";
const SAVE_FAILED = "Your ratings could not be saved. Please try again.";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Rate your samples",
    description: "How did the samples perform?",
    path: "/rate",
    noindex: true,
  });
}

export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = getAppContext(context);
  const page = await findRatingPage(db, params.token);
  if (!page) notFound(LINK_NOT_VALID);
  const { requestId: _, companyId: __, ...shown } = page;
  return shown;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = getAppContext(context);
  const page = await findRatingPage(db, params.token);
  if (!page) notFound(LINK_NOT_VALID);
  const submission = await parseSubmission(request, ratingFormSchema(page.products));
  if (!submission.ok) return submission.reply;
  try {
    const saved = await saveRatings(
      db,
      params.token,
      ratingsFromForm(page.products, submission.data),
    );
    if (!saved.ok && saved.reason === "not-found") notFound(LINK_NOT_VALID);
    if (!saved.ok) return formAlertReply(submission.values, WINDOW_CLOSED, 409);
    return { ok: true as const, message: RATINGS_SAVED };
  } catch (error) {
    // The error may quote the comment, so only its class and code are logged.
    logFailure("Saving ratings failed", error);
    return formAlertReply(submission.values, SAVE_FAILED, 500);
  }
}

export default function RatePage({ loaderData, actionData }: Route.ComponentProps) {
  const { companyName } = loaderData;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12" aria-labelledby="rate-title">
      <h1 id="rate-title" className="text-3xl font-bold tracking-tight">
        How did the samples perform?
      </h1>
      <p className="mt-2 text-slate-700">
        Your samples from <strong className="font-semibold">{companyName}</strong>. Rate each
        product from 1 (poor) to 5 (excellent) and, if you like, say why. {companyName} sees your
        ratings and comments; the public company page shows only each product's average, never your
        name or comment.
      </p>
      <RatingContent loaderData={loaderData} actionData={actionData} />
    </section>
  );
}

const NOT_FOUND = {
  title: "Rating link not valid",
  back: {
    to: "/",
    label: "Back to Home",
  },
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} notFound={NOT_FOUND} />;
}
